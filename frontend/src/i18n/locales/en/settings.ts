import type pt from '../pt/settings';
import type { Catalogue } from '../../catalogue';

const settings: Catalogue<typeof pt> = {
  title: 'Settings',
  back: 'Back',
  save: 'Save',
  saving: 'Saving…',
  loading: 'Loading your settings…',
  loadError: 'We could not load your settings.',
  sectionsLabel: 'Settings sections',
  sections: {
    profile: 'Profile',
    language: 'Language',
    notifications: 'Notifications',
    privacy: 'Privacy',
    preferences: 'Preferences',
  },
  picture: {
    label: 'Profile picture',
    choose: 'Choose picture',
    hint: 'JPEG, PNG, GIF or WebP, up to 5MB.',
    uploading: 'Uploading picture… {{percent}}%',
    uploaded: 'Profile picture updated!',
    invalidType: 'Invalid file type. Use JPEG, PNG, GIF or WebP.',
    tooLarge: 'File too large. Maximum size: 5MB.',
    uploadError: 'Error uploading the image',
    networkError: 'Connection error while uploading the image. Check your internet and try again.',
    limited: 'You have uploaded 10 pictures in the last hour. Try again in {{minutes}} minute(s).',
    remove: 'Remove picture',
  },
  name: 'Name',
  nameRequired: 'Name is required',
  nameTooLong: 'Name too long (maximum {{max}} characters)',
  biography: 'Biography',
  biographyPlaceholder: 'Tell us about yourself and your language goals…',
  biographyTooLong: 'Biography too long (maximum {{max}} characters)',
  interfaceLanguage: 'Interface language',
  interfaceLanguageHint: 'The whole app switches to this language.',
  notifications: {
    email: 'E-mail notifications',
    push: 'Push notifications',
    community: 'Community notifications',
    communityHint: 'Likes and comments on your posts, in the notification centre. Off, none is created.',
    noSender: 'E-mail and push delivery does not exist yet: we keep your preference for when it does.',
  },
  privacy: {
    publicProfile: 'Public profile',
    publicProfileHint: 'Other members can see your profile, stats and achievements.',
  },
  dailyGoal: 'Daily XP goal',
  dailyGoalOption: '{{xp}} XP a day',
  saved: 'Settings saved successfully!',
  syncWarning: 'Saved, but the name read back differs from the one sent. Please check your data.',
  saveError: 'Error saving settings. Please try again.',
  networkError: 'Critical connection error. Check your internet and try again.',
};

export default settings;
