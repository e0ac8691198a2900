import type pt from '../pt/profile';
import type { Catalogue } from '../../catalogue';

const profile: Catalogue<typeof pt> = {
  own: { title: 'My Profile' },
  public: { title: 'Public profile' },
  setup: {
    title: 'Complete your profile',
    intro: 'Tell the community a little about yourself. You can change everything later in the settings.',
    loading: 'Loading your profile…',
    loadError: 'We could not load what your profile already has. Please fill in the fields below.',
    name: 'Full name',
    nameRequired: 'Please fill in your name',
    nameTooLong: 'Name too long (maximum {{max}} characters)',
    biography: 'Biography',
    biographyPlaceholder: 'Tell us about yourself and your language goals…',
    biographyCount: '{{current}}/{{max}}',
    languages: 'Languages you speak',
    languagesHint: 'Choose the language and your proficiency level, then tap “Add language”.',
    language: 'Language',
    proficiency: 'Proficiency level',
    chooseLanguage: 'Choose a language',
    chooseProficiency: 'Choose the level',
    allLanguagesAdded: 'Every language has been added',
    addLanguage: 'Add language',
    addedLanguages: 'Added languages',
    noLanguages: 'No languages added yet.',
    removeLanguage: 'Remove {{language}}',
    save: 'Save and continue',
    skip: 'Skip for now',
    saveError: 'Error saving profile.',
    skipError: 'Could not skip this step. Please try again.',
  },
};

export default profile;
