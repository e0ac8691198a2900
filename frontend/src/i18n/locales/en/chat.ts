import type pt from '../pt/chat';
import type { Catalogue } from '../../catalogue';

const chat: Catalogue<typeof pt> = {
  title: 'Community chat',
};

export default chat;
