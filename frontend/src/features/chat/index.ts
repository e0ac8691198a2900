// Public face of the chat feature: the /chat screen and its guest gate.
export { ChatScreen } from './components/ChatScreen';
export { RestrictedAccess } from './components/RestrictedAccess';
