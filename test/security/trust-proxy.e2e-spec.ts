import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, Module, Req } from '@nestjs/common';
import type { Request } from 'express';
import request from 'supertest';
import { baseUrlOf, createTestApp, type TestApp } from '../support/app.js';
import { AppConfig } from '../../src/config/index.js';

/** What the app takes for the client's address: the one rate limits and audit lines key on. */
@Controller('client-address-probe')
class ClientAddressProbe {
  @Get()
  address(@Req() req: Request): { ip: string | undefined } {
    return { ip: req.ip };
  }
}

@Module({ controllers: [ClientAddressProbe] })
class ClientAddressProbeModule {}

const SPOOFED = '203.0.113.77';

describe('X-Forwarded-For is believed only from the proxies TRUST_PROXY names', () => {
  describe('without TRUST_PROXY (the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ listen: true, imports: [ClientAddressProbeModule], env: { TRUST_PROXY: '' } });
    });
    afterAll(async () => {
      await t.close();
    });

    it('a spoofed header from loopback does not change the client address', async () => {
      const res = await request(baseUrlOf(t.app)).get('/api/client-address-probe').set('X-Forwarded-For', SPOOFED).expect(200);
      expect(res.body.ip).not.toBe(SPOOFED);
      expect(res.body.ip).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    });
  });

  describe('with TRUST_PROXY=loopback (nginx on the same machine)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ listen: true, imports: [ClientAddressProbeModule], env: { TRUST_PROXY: 'loopback' } });
    });
    afterAll(async () => {
      await t.close();
    });

    it('the client is the address the proxy forwarded', async () => {
      const res = await request(baseUrlOf(t.app)).get('/api/client-address-probe').set('X-Forwarded-For', SPOOFED).expect(200);
      expect(res.body.ip).toBe(SPOOFED);
    });
  });

  it('refuses a TRUST_PROXY that is not addresses, subnets or range names, naming it', () => {
    expect(() => AppConfig.load({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(() => AppConfig.load({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(AppConfig.load({ TRUST_PROXY: 'loopback, 10.0.0.0/8, ::1' }).trustedProxies).toEqual(['loopback', '10.0.0.0/8', '::1']);
    expect(AppConfig.load({}).trustedProxies).toBe(false);
  });
});
