import { describe, expect, it } from '@jest/globals';
import { imitatesAny, mixesScripts, nameProblem, nameSkeleton, normalizeName } from './names.js';

describe('member-visible names', () => {
  it('are NFKC without invisible or bidi controls: full-width, zero-width and RTL overrides do not survive', () => {
    expect(normalizeName('Ａｎａ')).toBe('Ana');
    expect(normalizeName('Administrador\u200b\u202e')).toBe('Administrador');
    expect(normalizeName('  Ana\u200d  Lima\n\t')).toBe('Ana Lima');
    expect(normalizeName('ﬁlipe')).toBe('filipe');
    expect(normalizeName('José Ávila')).toBe('José Ávila');
  });

  it('refuse mixed scripts within one word, allow them across words and in one script', () => {
    expect(mixesScripts('\u0410na')).toBe(true); // Cyrillic А in a Latin name
    expect(mixesScripts('Ana Иванова')).toBe(false);
    expect(mixesScripts('Иван')).toBe(false);
    expect(mixesScripts('山田はなこ')).toBe(false);
    expect(mixesScripts("Zoë O'Neil-Souza")).toBe(false);
    expect(nameProblem('P\u043eliglota Fan')).toBe('mixed_scripts');
  });

  it('compare look-alikes by skeleton', () => {
    expect(nameSkeleton('Administrador')).toBe(nameSkeleton('ADM1N1STRAD0R'));
    expect(nameSkeleton('Administrador')).toBe(nameSkeleton('Ádmínístradór'));
    expect(nameSkeleton('Moderador')).toBe(nameSkeleton('Mo derad or'));
    expect(nameSkeleton('Ana')).not.toBe(nameSkeleton('Ama'));
  });

  it('keep the administrators’ names for administrators', () => {
    for (const name of ['Administrador', 'administrador', 'Adm1n1strador', 'Admin', 'A d m i n', 'Moderador Oficial', 'Equipe Poliglota', 'Administrator', 'Аdministrador'.normalize()]) {
      expect({ name, problem: nameProblem(normalizeName(name)) }).toEqual({ name, problem: expect.stringMatching(/reserved|mixed_scripts/) });
    }
    for (const name of ['Ana Lima', 'Adam Smith', 'Adriana', 'Moana', 'Иван Петров', 'Zoë']) {
      expect({ name, problem: nameProblem(normalizeName(name)) }).toEqual({ name, problem: null });
    }
  });

  it('fold Unicode’s confusables: whole words in Cyrillic, Greek, Cherokee, mathematical or full-width letters read as the Latin name', () => {
    const skeleton = nameSkeleton('Oscar Hope');
    for (const lookAlike of ['\u041e\u0455\u0441\u0430\u0433 \u041d\u043e\u0440\u0435', 'OSCAR HOPE', '0scar H0pe', 'Óscar Höpe', 'Ｏｓｃａｒ　Ｈｏｐｅ', '𝐎𝐬𝐜𝐚𝐫 𝐇𝐨𝐩𝐞', 'Oscar\u200b Hope']) {
      expect({ lookAlike, skeleton: nameSkeleton(lookAlike) }).toEqual({ lookAlike, skeleton });
    }
    expect(nameSkeleton('\u0391\u0394\u039c\u0399\u039d')).not.toBe(nameSkeleton('Admin')); // Δ is no D
    expect(nameSkeleton('\u0391DM\u0399N')).toBe(nameSkeleton('Admin'));
    expect(nameSkeleton('\u13AAdmin')).toBe(nameSkeleton('Admin')); // Cherokee Ꭺ
  });

  it('tell an imitation of an administrator’s name from an honest name that only shares a part', () => {
    const administrators = ['Oscar Hope', 'Beatriz Nunes'];
    for (const name of ['\u041e\u0455\u0441\u0430\u0433 \u041d\u043e\u0440\u0435', 'OSCAR HOPE', 'Beatr1z Nune5', 'Beatriz  Nunes', 'BeatrizNunes', 'Ｂｅａｔｒｉｚ Ｎｕｎｅｓ']) {
      expect({ name, imitates: imitatesAny(name, administrators) }).toEqual({ name, imitates: true });
    }
    for (const name of ['Oscar', 'Oscar Hopkins', 'Beatriz Nunes Lima', 'Ana Lima', '']) {
      expect({ name, imitates: imitatesAny(name, administrators) }).toEqual({ name, imitates: false });
    }
  });
});
