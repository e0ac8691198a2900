// The public API of the chat module: the only file other code may import.
export { ChatModule } from './chat.module.js';
