import type pt from '../pt/chat';
import type { Catalogue } from '../../catalogue';

const chat: Catalogue<typeof pt> = {
  title: 'Community chat',
  subtitle: 'Talk in real time with people learning the same languages as you.',
  restricted: {
    title: 'Restricted access',
    description: 'Sign in to use the community chat!',
    signIn: 'Sign in',
    signInError: 'Could not start signing in. Please try again.',
  },
  rooms: {
    heading: 'Rooms',
    loading: 'Loading rooms…',
    error: 'Could not load the rooms.',
    empty: 'No rooms available.',
    online_one: '{{count}} online',
    online_other: '{{count}} online',
    back: 'Rooms',
  },
  welcome: {
    title: 'Welcome to the chat!',
    description: 'Pick a room to start talking.',
  },
  messages: {
    loading: 'Loading messages…',
    error: 'Could not load the messages.',
    retry: 'Try again',
    emptyTitle: 'No messages yet',
    emptyDescription: 'Be the first to say hello in this room!',
    newMessages: 'New messages',
    scrollToBottom: 'Jump to the latest',
    loadOlder: 'Load earlier messages',
    live: 'Live',
    polling: 'Refreshing every 3 s',
    listLabel: 'Messages of the {{room}} room',
  },
  composer: {
    label: 'Message',
    placeholder: 'Type your message…',
    keys: 'Enter sends, Shift+Enter adds a line.',
    send: 'Send',
    sendError: 'Error sending message: {{error}}',
    unknownError: 'Unknown error',
    networkError: 'Network error sending message. Please try again.',
    slowMode: 'You are sending messages too fast. Wait {{seconds}} s.',
    banned: 'Your account is suspended and cannot send messages.',
  },
  moderation: {
    delete: 'Delete',
    deleteLabel: 'Delete the message from {{name}}',
    confirmTitle: 'Delete message',
    confirmMessage: 'Delete the message from {{name}}? It disappears for everyone in the room.',
    confirm: 'Delete message',
    cancel: 'Cancel',
    deleted: 'Message deleted.',
    deleteError: 'Error deleting message: {{error}}',
    networkError: 'connection error',
  },
  users: {
    heading: 'Online now',
    empty: 'Nobody online in this room.',
    error: 'Could not load who is online.',
  },
};

export default chat;
