// The public API of the chat module: the only file other code may import.
export { ChatModule } from './chat.module.js';
export { ChatStreamHub } from './application/chat-streams.js';
export { ChatReferenceSeeder } from './adapters/persistence/chat-reference.seeder.js';
export { ChatDemoSeeder } from './adapters/persistence/chat-demo.seeder.js';
export { ROOMS as CHAT_ROOMS, GENERAL_ROOM_ID } from './domain/chat.js';

import { chatEntities } from './adapters/persistence/chat.entities.js';

export { chatEntities };
