export { ProfileSetupRedirect } from './ProfileSetupRedirect';
export { RequireAdmin } from './RequireAdmin';
export { RequireMember } from './RequireMember';
export { markSetupPrompted } from './setupPrompt';
