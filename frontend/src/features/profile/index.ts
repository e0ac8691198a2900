// Public face of the profile feature.
export {
  profileCheckQuery,
  profileKeys,
  useProfileCheck,
  type ProfileSetupInput,
  type UserLanguage,
} from './api/profileApi';
export { ProfileSetup } from './components/ProfileSetup';
