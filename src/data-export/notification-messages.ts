import type { NotificationCatalogue } from '../modules/notifications/index.js';

/** The data export's notification texts (ADR 0015), registered under `data_export`. */
export const DATA_EXPORT_NOTIFICATION_NAMESPACE = 'data_export';

export const DATA_EXPORT_NOTIFICATION_KEYS = {
  title: 'data_export.ready.title',
  message: 'data_export.ready.message',
} as const;

export const DATA_EXPORT_NOTIFICATIONS: NotificationCatalogue = {
  'ready.title': { pt: 'Seus dados estão prontos', en: 'Your data is ready' },
  'ready.message': {
    pt: 'A cópia dos seus dados está pronta. Baixe-a em Configurações › Seus dados nas próximas {hours} horas.',
    en: 'The copy of your data is ready. Download it from Settings › Your data within the next {hours} hours.',
  },
};
