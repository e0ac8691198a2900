// The public API of the notifications module: the only file other code may import (ADR 0043, ADR 0082).
//
// Each module owns its texts. In its `onModuleInit` a module registers its catalogue
// (pt and en per key) under its namespace —
//   notifications.registerNotificationMessages('courses', { 'course_approved.title': { pt: '…', en: '…' }, … })
// — and notifies with namespaced keys inside its own transaction —
//   notifications.notify(em, memberId, { type: 'other', titleKey: 'courses.course_approved.title', messageKey: … })
// Notifications stores keys and parameters and renders them in each reader's language (ADR 0015).
export { NotificationsModule } from './notifications.module.js';
export { NotificationsApi } from './application/notifications.api.js';
export type { NotificationInput } from './application/notifications.service.js';
export type { DeliveryReport, MemberMail } from './application/delivery.service.js';
export type { NotificationType, NotificationParams, NotificationCatalogue } from './domain/notification-messages.js';
export type { PushedLiveEvent } from './domain/live-events.js';
export type { NotificationPreferences } from './domain/preferences.js';
