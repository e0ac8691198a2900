// The public API of the chat module: the only file other code may import (ADR 0043).
export { ChatModule } from './chat.module.js';
export { ChatAdminApi, type ChatContextLine, type ChatMessageContext } from './application/chat-admin.api.js';
