// Public face of the ranking feature.
export { RankingScreen } from './components/RankingScreen';
