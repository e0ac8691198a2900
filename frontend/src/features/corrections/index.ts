// Public face of the corrections feature: /correcoes and a text's page. The write and edit forms load
// beside their pages, from app/routes/formScreens.tsx (ADR 0073).
export { CorrectionsScreen } from './components/CorrectionsScreen';
export { WritingScreen } from './components/WritingScreen';
