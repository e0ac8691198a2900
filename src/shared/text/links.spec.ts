import { describe, expect, it } from '@jest/globals';
import { HTTPS_LINK_PATTERN, IMAGE_LINK_PATTERN, LINK_MAX_LENGTH, linkProblem, TORRENT_LINK_PATTERN } from './links.js';

const longest = 'https://example.com/' + 'a'.repeat(LINK_MAX_LENGTH - 'https://example.com/'.length);

describe('links members and administrators give', () => {
  it.each([
    'https://example.com',
    'https://example.com/',
    'https://images.example.com/capa.png?w=300&h=200#topo',
    'https://example.com:443/a.pdf',
    'https://www.exemplo.com.br/curso',
    'https://ação.example.com.br/aula',
    'https://drive.google.com/file/d/abc/view',
    'https://example.com./a',
    'https://my-localhost.example.com/',
    'https://local.example.com/',
  ])('accepts %s', (link) => {
    expect(linkProblem(link)).toBeNull();
  });

  it.each([
    ['http://169.254.169.254/latest', 'not_https'],
    ['http://example.com/', 'not_https'],
    ['HTTPS://example.com/', 'not_https'],
    ['ftp://example.com/a.pdf', 'not_https'],
    ['javascript:alert(1)', 'not_https'],
    ['data:text/html,<b>x</b>', 'not_https'],
    ['//example.com/a', 'not_https'],
    ['/relative/a.png', 'not_https'],
    ['https://169.254.169.254/latest/meta-data/', 'ip_address'],
    ['https://[::1]/', 'ip_address'],
    ['https://[::ffff:127.0.0.1]/', 'ip_address'],
    ['https://[fd00::1]/', 'ip_address'],
    ['https://127.1/', 'ip_address'],
    ['https://2130706433/', 'ip_address'],
    ['https://0x7f.1/', 'ip_address'],
    ['https://0177.0.0.1/', 'ip_address'],
    ['https://10.0.0.8/', 'ip_address'],
    ['https://8.8.8.8/', 'ip_address'],
    ['https://0/', 'ip_address'],
    ['https://127。0。0。1/', 'ip_address'],
    ['https://user:pw@example.com', 'credentials'],
    ['https://user@example.com/', 'credentials'],
    ['https://example.com:8443/', 'port'],
    ['https://example.com:80/', 'port'],
    ['https://localhost/', 'private_host'],
    ['https://LOCALHOST./', 'private_host'],
    ['https://%6c%6fcalhost/', 'private_host'],
    ['https://api.localhost/', 'private_host'],
    ['https://printer.local/', 'private_host'],
    ['https://metadata.google.internal/computeMetadata/v1/', 'private_host'],
    ['https://router.home.arpa/', 'private_host'],
    ['https://1.0.0.127.in-addr.arpa/', 'private_host'],
    ['https://intranet/', 'private_host'],
    ['https://nas.lan/', 'private_host'],
    ['https://exam ple.com/', 'malformed'],
    ['https://example.com/\u202eanp.exe', 'malformed'],
    ['https://example.com\\@evil.example.com/', 'malformed'],
    ['https://', 'malformed'],
  ])('refuses %s (%s)', (link, problem) => {
    expect(linkProblem(link)).toBe(problem);
  });

  it(`accepts ${LINK_MAX_LENGTH} characters, refuses ${LINK_MAX_LENGTH + 1}`, () => {
    expect(linkProblem(longest)).toBeNull();
    expect(linkProblem(longest + 'a')).toBe('too_long');
  });

  it('takes a BitTorrent magnet link for torrents only, and refuses other magnets', () => {
    const magnet = 'magnet:?xt=urn:btih:' + 'a'.repeat(40) + '&dn=curso';
    expect(linkProblem(magnet, 'torrent')).toBeNull();
    expect(linkProblem('magnet:?xt=urn:btih:' + 'mfrggzdfmztwq2lknnwg23tpobyxe43u', 'torrent')).toBeNull();
    expect(linkProblem(magnet, 'web')).toBe('not_https');
    expect(linkProblem('magnet:?xt=urn:sha1:abc', 'torrent')).toBe('not_https');
    expect(linkProblem('https://files.example.com/a.torrent', 'torrent')).toBeNull();
    expect(linkProblem('http://files.example.com/a.torrent', 'torrent')).toBe('not_https');
  });

  it('declares patterns the SPA can check with: https only, magnet too for torrents', () => {
    const web = new RegExp(HTTPS_LINK_PATTERN, 'u');
    const torrent = new RegExp(TORRENT_LINK_PATTERN, 'u');
    expect(web.test('https://example.com')).toBe(true);
    expect(web.test('http://example.com')).toBe(false);
    expect(torrent.test('magnet:?xt=urn:btih:abc')).toBe(true);
    expect(torrent.test('magnet:?xt=urn:sha1:abc')).toBe(false);
    expect(torrent.test('https://example.com/a.torrent')).toBe(true);
  });

  it('lets a course cover name one of the app’s own demo covers, and nothing else of the app', () => {
    expect(linkProblem('/demo-covers/en-1.webp', 'image')).toBeNull();
    expect(linkProblem('https://images.example.com/c.webp', 'image')).toBeNull();
    for (const path of ['/demo-covers/../index.html', '/demo-covers/a.svg', '/uploads/a.webp', '//evil.example/demo-covers/a.webp', '/demo-covers/A B.webp']) {
      expect(linkProblem(path, 'image')).not.toBeNull();
    }
    expect(linkProblem('/demo-covers/en-1.webp', 'web')).toBe('not_https');
    expect(new RegExp(IMAGE_LINK_PATTERN, 'u').test('/demo-covers/en-1.webp')).toBe(true);
  });
});
