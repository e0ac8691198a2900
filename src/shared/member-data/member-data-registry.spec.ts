import { createRequire } from 'node:module';
import { describe, expect, it } from '@jest/globals';
import { MODULE_CHAIN, MemberDataRegistry, type MemberDataPart } from './member-data-registry.js';

const part = (module: string) => ({ module, export: () => undefined, erase: async () => undefined }) as unknown as MemberDataPart;

describe('the member data registry', () => {
  it('knows the chain in the order the import rules encode it', () => {
    const rules = (createRequire(import.meta.url)('../../../.dependency-cruiser.cjs') as { forbidden: { name: string }[] }).forbidden;
    const chain = rules.filter((rule) => rule.name.startsWith('chain-')).map((rule) => rule.name.slice('chain-'.length));
    expect(MODULE_CHAIN).toEqual(chain);
  });

  it('answers every part in chain order, whatever order they registered in', () => {
    const registry = new MemberDataRegistry();
    for (const module of [...MODULE_CHAIN].reverse()) registry.register(part(module));
    expect(registry.inChainOrder().map((p) => p.module)).toEqual([...MODULE_CHAIN]);
  });

  it('refuses a second part of one module, a module outside the chain, and a chain with a module missing', () => {
    const registry = new MemberDataRegistry();
    registry.register(part('chat'));
    expect(() => registry.register(part('chat'))).toThrow('chat registered its member\'s data part twice');
    expect(() => registry.register(part('billing'))).toThrow('No module "billing" in the chain');
    for (const module of MODULE_CHAIN.filter((m) => m !== 'chat' && m !== 'courses')) registry.register(part(module));
    expect(() => registry.inChainOrder()).toThrow("No member's data part registered by courses");
  });
});
