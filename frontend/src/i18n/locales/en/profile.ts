import type pt from '../pt/profile';
import type { Catalogue } from '../../catalogue';

const profile: Catalogue<typeof pt> = {
  own: { title: 'My Profile' },
  public: { title: 'Public profile' },
  setup: { title: 'Complete your profile' },
};

export default profile;
