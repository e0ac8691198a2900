import { Body, Controller, Header, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DomainError } from '../../../../shared/errors/index.js';
import { Endpoint } from '../../../../shared/http/endpoint.js';
import { DeliveryService } from '../../application/delivery.service.js';
import { UnsubscribeFormDto, UnsubscribeQueryDto } from './delivery.dto.js';

export const UNSUBSCRIBE_PATH = '/api/email/unsubscribe';

const PAGE = {
  pt: {
    title: 'Parar os e-mails do Poliglota',
    ask: 'Você não receberá mais notificações por e-mail. Você pode ligá-las de novo nas configurações.',
    confirm: 'Confirmar',
    done: 'Pronto: as notificações por e-mail foram desligadas.',
    invalid: 'Este link de cancelamento é inválido ou expirou. Desligue os e-mails nas configurações.',
    settings: 'Abrir as configurações',
  },
  en: {
    title: 'Stop e-mails from Poliglota',
    ask: 'You will no longer get e-mail notifications. You can turn them back on in your settings.',
    confirm: 'Confirm',
    done: 'Done: e-mail notifications are off.',
    invalid: 'This unsubscribe link is invalid or has expired. Turn e-mails off in your settings.',
    settings: 'Open settings',
  },
} as const;

type Language = keyof typeof PAGE;

/**
 * The e-mails' one-click unsubscribe (RFC 8058, ADR 0062). Its signed token is its
 * authority, so it is the one write exempt from the same-origin, JSON-only rule:
 * the mail provider POSTs `List-Unsubscribe=One-Click` form-encoded from its own
 * servers. A GET (what link scanners follow) only shows a page that asks first.
 */
@ApiTags('notifications')
@Controller('email/unsubscribe')
export class UnsubscribeController {
  constructor(private readonly delivery: DeliveryService) {}

  @Endpoint({
    method: 'GET', operationId: 'showEmailUnsubscribe', auth: 'public', produces: 'text/html',
    ok: { type: 'string' }, okDescription: 'A page that asks to confirm (changes nothing)',
    summary: 'The page of an e-mail’s unsubscribe link: asks before it turns e-mail notifications off',
    errors: { 400: 'The token is forged or expired (an HTML page that says so), or malformed (JSON)' },
    pageErrors: [400],
  })
  @Header('Cache-Control', 'no-store')
  async show(@Query() query: UnsubscribeQueryDto, @Res() res: Response): Promise<void> {
    try {
      const { language } = await this.delivery.unsubscribeTarget(query.token);
      const words = PAGE[language];
      page(res, 200, language, [
        h('p', { key: 'ask' }, words.ask),
        h(
          'form',
          { key: 'form', method: 'post', action: `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(query.token)}` },
          h('input', { type: 'hidden', name: 'List-Unsubscribe', value: 'One-Click' }),
          h('button', { type: 'submit' }, words.confirm),
        ),
      ]);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      invalid(res);
    }
  }

  @Endpoint({
    method: 'POST', operationId: 'unsubscribeEmail', auth: 'public', status: 200, consumes: 'application/x-www-form-urlencoded', produces: 'text/html',
    ok: { type: 'string' }, okDescription: 'E-mail notifications are off (idempotent)',
    summary: 'One-click unsubscribe (RFC 8058): turns the token’s member’s e-mail notifications off',
    description: 'Form-encoded `List-Unsubscribe=One-Click`, from any origin: the signed, expiring token is the authority.',
    errors: { 400: 'The token is forged or expired (an HTML page that says so), or malformed (JSON); nothing changed' },
    pageErrors: [400],
  })
  @Header('Cache-Control', 'no-store')
  async unsubscribe(@Query() query: UnsubscribeQueryDto, @Body() _form: UnsubscribeFormDto, @Res() res: Response): Promise<void> {
    try {
      const { language } = await this.delivery.unsubscribe(query.token);
      page(res, 200, language, [h('p', { key: 'done', role: 'status' }, PAGE[language].done)]);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      invalid(res);
    }
  }
}

function invalid(res: Response): void {
  page(res, 400, 'pt', [h('p', { key: 'pt', role: 'alert' }, PAGE.pt.invalid), h('p', { key: 'en', lang: 'en' }, PAGE.en.invalid)]);
}

/** A small server page rendered by React (every value escaped). */
function page(res: Response, status: number, language: Language, body: ReturnType<typeof h>[]): void {
  const words = PAGE[language];
  const html = renderToStaticMarkup(
    h(
      'html',
      { lang: language === 'pt' ? 'pt-BR' : 'en' },
      h('head', null, h('meta', { charSet: 'utf-8' }), h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }), h('title', null, words.title)),
      h('body', null, h('main', null, h('h1', null, words.title), ...body, h('p', null, h('a', { href: '/configuracoes' }, words.settings)))),
    ),
  );
  res.status(status).type('text/html; charset=utf-8').send(`<!doctype html>${html}`);
}
