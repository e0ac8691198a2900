import { describe, expect, it } from '@jest/globals';
import { consentRequired, fillPlaceholders, parseLegalFile, renderLegalMarkdown } from './legal-documents.js';

describe('the legal documents as the operator writes them', () => {
  it('reads the version and title from the front matter, and refuses a file without them', () => {
    expect(parseLegalFile('---\nversion: 2026-11-28\ntitle: "Termos de Uso"\n---\nTexto.\n', 'terms.pt.md')).toEqual({
      version: '2026-11-28',
      title: 'Termos de Uso',
      body: 'Texto.\n',
    });
    expect(() => parseLegalFile('Texto sem cabeçalho', 'terms.pt.md')).toThrow(/front matter/);
    expect(() => parseLegalFile('---\ntitle: Termos\n---\n', 'terms.pt.md')).toThrow(/version/);
    expect(() => parseLegalFile('---\nversion: um dois\ntitle: Termos\n---\n', 'terms.pt.md')).toThrow(/version/);
  });

  it('states the settings’ numbers where the text names them, and refuses a name it does not know', () => {
    expect(fillPlaceholders('Apagados após {{ DELIVERY_RETENTION_DAYS }} dias.', { DELIVERY_RETENTION_DAYS: 30 }, 'privacy.pt.md')).toBe('Apagados após 30 dias.');
    expect(() => fillPlaceholders('{{DELIVERY_DAYS}}', { DELIVERY_RETENTION_DAYS: 30 }, 'privacy.pt.md')).toThrow(/DELIVERY_DAYS/);
  });

  it('turns headings, paragraphs, lists, strong text and links into tags, and nothing else', () => {
    const html = renderLegalMarkdown(
      ['# Dados', 'Um parágrafo', 'em duas linhas com **destaque**.', '', '- item [Termos](/termos)', '- outro', '  continuado', '## Direitos'].join('\n'),
    );
    expect(html).toBe(
      [
        '<h2>Dados</h2>',
        '<p>Um parágrafo em duas linhas com <strong>destaque</strong>.</p>',
        '<ul><li>item <a href="/termos">Termos</a></li><li>outro continuado</li></ul>',
        '<h3>Direitos</h3>',
      ].join('\n'),
    );
  });

  it('escapes any HTML the file holds and keeps only links to this site, https or e-mail', () => {
    const html = renderLegalMarkdown(
      '<script>alert(1)</script> <img src=x onerror="alert(1)"> [a](javascript:alert(1)) [b](//evil.example) [c](https://ok.example/?a=1&b=2) [d](mailto:dpo@ok.example)',
    );
    expect(html).not.toMatch(/<script|<img|href="javascript|href="\/\/evil/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('[a](javascript:alert(1))');
    expect(html).toContain('<a href="https://ok.example/?a=1&amp;b=2">c</a>');
    expect(html).toContain('<a href="mailto:dpo@ok.example">d</a>');
  });

  it('asks again when a document’s version in force is not the one accepted last', () => {
    const current = { terms: '2', privacy: '1' };
    expect(consentRequired({ terms: null, privacy: null }, current)).toBe(true);
    expect(consentRequired({ terms: '1', privacy: '1' }, current)).toBe(true);
    expect(consentRequired({ terms: '2', privacy: '1' }, current)).toBe(false);
  });
});
