import { describe, expect, it } from '@jest/globals';
import { wordDiff, type DiffOp } from './word-diff.js';

const eq = (text: string): DiffOp => ({ op: 'equal', text });
const del = (text: string): DiffOp => ({ op: 'delete', text });
const ins = (text: string): DiffOp => ({ op: 'insert', text });

/** [what the case shows, the sentence, the corrector's version, the diff]. */
const CASES: Array<[string, string, string, DiffOp[]]> = [
  ['identical (pt)', 'Eu gosto de praia.', 'Eu gosto de praia.', [eq('Eu gosto de praia.')]],
  ['identical (en)', 'I like the beach.', 'I like the beach.', [eq('I like the beach.')]],
  ['one word changed (en)', 'I goed to school yesterday.', 'I went to school yesterday.', [eq('I '), del('goed'), ins('went'), eq(' to school yesterday.')]],
  ['one word changed (pt)', 'Eu fui no mercado ontem.', 'Eu fui ao mercado ontem.', [eq('Eu fui '), del('no'), ins('ao'), eq(' mercado ontem.')]],
  ['a word added', 'Ele chegou ontem.', 'Ele chegou ontem à noite.', [eq('Ele chegou ontem'), ins(' à noite'), eq('.')]],
  ['a word removed', 'I have got two dogs.', 'I have two dogs.', [eq('I have '), del('got '), eq('two dogs.')]],
  ['a missing comma is a change of its own', 'Oi tudo bem?', 'Oi, tudo bem?', [eq('Oi'), ins(','), eq(' tudo bem?')]],
  ['a missing apostrophe changes the word (one word becomes three tokens)', 'I dont know.', "I don't know.", [eq('I '), del('dont'), ins("don't"), eq(' know.')]],
  ['a wrong apostrophe is a change of its own', 'It`s mine.', "It's mine.", [eq('It'), del('`'), ins("'"), eq('s mine.')]],
  ['a final mark added', 'Eu moro em Recife', 'Eu moro em Recife.', [eq('Eu moro em Recife'), ins('.')]],
  ['a question mark for a full stop', 'Do you like it.', 'Do you like it?', [eq('Do you like it'), del('.'), ins('?')]],
  ['a decimal comma for a point', 'Custa 3,5 reais.', 'Custa 3.5 reais.', [eq('Custa 3'), del(','), ins('.'), eq('5 reais.')]],
  ['an accent is a word change', 'Eu gosto de cafe.', 'Eu gosto de café.', [eq('Eu gosto de '), del('cafe'), ins('café'), eq('.')]],
  ['a cedilla and a tilde are word changes', 'A licao e facil.', 'A lição é fácil.', [eq('A '), del('licao'), ins('lição'), eq(' '), del('e'), ins('é'), eq(' '), del('facil'), ins('fácil'), eq('.')]],
  ['case is a word change', 'ontem eu fui à praia.', 'Ontem eu fui à praia.', [del('ontem'), ins('Ontem'), eq(' eu fui à praia.')]],
  ['two changed words stay two changes', 'Eu gosto de cafe com leite.', 'Eu gosto do café com leite.', [eq('Eu gosto '), del('de'), ins('do'), eq(' '), del('cafe'), ins('café'), eq(' com leite.')]],
  ['a word split in two', "I don't know.", 'I do not know.', [eq('I '), del("don't"), ins('do'), eq(' '), ins('not '), eq('know.')]],
  ['word order', 'I like very much it.', 'I like it very much.', [eq('I like '), ins('it '), eq('very much'), del(' it'), eq('.')]],
  ['extra spaces removed are kept on the deleted side', 'I  have   two dogs.', 'I have two dogs.', [eq('I'), del('  '), ins(' '), eq('have'), del('   '), ins(' '), eq('two dogs.')]],
  ['emoji', 'Que dia 😀', 'Que dia! 😀', [eq('Que dia'), ins('!'), eq(' 😀')]],
  ['a whole sentence rewritten', 'Me gusta', 'Eu gosto', [del('Me'), ins('Eu'), eq(' '), del('gusta'), ins('gosto')]],
  ['from empty', '', 'Oi.', [ins('Oi.')]],
  ['to empty', 'Oi.', '', [del('Oi.')]],
];

const joined = (ops: DiffOp[], keep: DiffOp['op']) =>
  ops.filter((o) => o.op === 'equal' || o.op === keep).map((o) => o.text).join('');

describe('wordDiff', () => {
  it.each(CASES)('%s', (_what, before, after, ops) => {
    expect(wordDiff(before, after)).toEqual(ops);
  });

  it.each(CASES)('gives back both sides exactly: %s', (_what, before, after) => {
    const ops = wordDiff(before, after);
    expect(joined(ops, 'delete')).toBe(before);
    expect(joined(ops, 'insert')).toBe(after);
  });

  it.each(CASES)('has no empty part and never two parts of one op side by side, a deletion before its insertion: %s', (_what, before, after) => {
    const ops = wordDiff(before, after);
    for (const [i, part] of ops.entries()) {
      expect(part.text).not.toBe('');
      if (i > 0) {
        expect(part.op).not.toBe(ops[i - 1].op);
        expect([ops[i - 1].op, part.op]).not.toEqual(['insert', 'delete']);
      }
    }
  });

  it('sees no change between an accent typed as a combining mark and the same letter composed', () => {
    expect(wordDiff('Eu gosto de cafe\u0301.', 'Eu gosto de caf\u00e9.')).toEqual([eq('Eu gosto de café.')]);
  });
});
