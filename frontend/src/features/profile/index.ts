// Public face of the profile feature.
export { profileCheckQuery, useProfileCheck } from './api/profileApi';
export { ProfileSetup } from './components/ProfileSetup';
export { ProfileScreen } from './components/ProfileScreen';
