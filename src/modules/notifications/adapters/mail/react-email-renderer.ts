import { createElement as h, type ReactNode } from 'react';
import { Injectable } from '@nestjs/common';
import { render, toPlainText } from '@react-email/render';
import { MailRenderer, type MailContent } from '../../application/ports/delivery.js';

/** The fixed words of every e-mail, in the member's language. */
const CHROME = {
  pt: {
    greeting: (name: string) => (name ? `Olá, ${name}!` : 'Olá!'),
    why: 'Você recebe este e-mail porque as notificações por e-mail estão ligadas nas suas configurações.',
    unsubscribe: 'Não quero mais receber e-mails',
    settings: 'Configurações',
  },
  en: {
    greeting: (name: string) => (name ? `Hello, ${name}!` : 'Hello!'),
    why: 'You get this e-mail because e-mail notifications are on in your settings.',
    unsubscribe: 'Stop these e-mails',
    settings: 'Settings',
  },
} as const;

const styles = {
  body: { backgroundColor: '#f4f4f7', fontFamily: 'Arial, Helvetica, sans-serif', color: '#1f2937', margin: 0, padding: '24px 0' },
  card: { maxWidth: '560px', margin: '0 auto', backgroundColor: '#ffffff', borderRadius: '8px', padding: '24px' },
  brand: { fontSize: '20px', fontWeight: 'bold', color: '#4338ca', margin: '0 0 16px' },
  heading: { fontSize: '18px', margin: '0 0 12px' },
  item: { borderTop: '1px solid #e5e7eb', padding: '12px 0' },
  itemTitle: { fontWeight: 'bold', margin: '0 0 4px' },
  text: { margin: '0 0 4px', lineHeight: '1.5' },
  button: { display: 'inline-block', backgroundColor: '#4338ca', color: '#ffffff', padding: '10px 16px', borderRadius: '6px', textDecoration: 'none' },
  footer: { fontSize: '12px', color: '#6b7280', marginTop: '24px', lineHeight: '1.5' },
} as const;

/**
 * The one e-mail layout (ADR 0062), written as React elements and rendered by
 * react-email's renderer: React escapes every value, so nothing a member typed
 * (a post's title, a rejection reason, a name) can become markup.
 */
function NotificationEmail({ content }: { content: MailContent }): ReactNode {
  const chrome = CHROME[content.language];
  return h(
    'html',
    { lang: content.language === 'pt' ? 'pt-BR' : 'en' },
    h('head', null, h('meta', { charSet: 'utf-8' }), h('title', null, content.subject)),
    h(
      'body',
      { style: styles.body },
      h(
        'div',
        { style: styles.card },
        h('p', { style: styles.brand }, 'Poliglota'),
        h('p', { style: styles.text }, chrome.greeting(content.name)),
        h('h1', { style: styles.heading }, content.heading),
        ...content.items.map((item, index) =>
          h(
            'div',
            { key: index, style: styles.item },
            h('p', { style: styles.itemTitle }, h('a', { href: item.url }, item.title)),
            h('p', { style: styles.text }, item.message),
          ),
        ),
        h('p', { style: { margin: '20px 0 0' } }, h('a', { href: content.action.url, style: styles.button }, content.action.label)),
        h(
          'p',
          { style: styles.footer },
          chrome.why,
          ' ',
          h('a', { href: content.unsubscribeUrl }, chrome.unsubscribe),
          ' · ',
          h('a', { href: content.settingsUrl }, chrome.settings),
        ),
      ),
    ),
  );
}

@Injectable()
export class ReactEmailRenderer extends MailRenderer {
  async render(content: MailContent): Promise<{ html: string; text: string }> {
    const html = await render(h(NotificationEmail, { content }));
    return { html, text: toPlainText(html) };
  }
}
