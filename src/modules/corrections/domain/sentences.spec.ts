import { describe, expect, it } from '@jest/globals';
import { MAX_SENTENCES, splitSentences } from './sentences.js';

/** [what the case shows, the text, the sentences]: the rules in the header of sentences.ts. */
const CASES: Array<[string, string, string[]]> = [
  // The ends: . ! ? … and their runs.
  ['two plain sentences (pt)', 'Eu moro em Recife. Eu gosto de praia.', ['Eu moro em Recife.', 'Eu gosto de praia.']],
  ['two plain sentences (en)', 'I live in Leeds. I like rain.', ['I live in Leeds.', 'I like rain.']],
  ['a question and an exclamation', 'Você fala inglês? Que legal! Eu falo um pouco.', ['Você fala inglês?', 'Que legal!', 'Eu falo um pouco.']],
  ['a run of ?! ends once', 'Really?! I did not know. Wow!!! Great.', ['Really?!', 'I did not know.', 'Wow!!!', 'Great.']],
  ['an ellipsis … before a capital ends', 'Eu pensei… Talvez amanhã.', ['Eu pensei…', 'Talvez amanhã.']],
  ['an ellipsis ... before a capital ends', 'I was thinking... Maybe tomorrow.', ['I was thinking...', 'Maybe tomorrow.']],
  ['an ellipsis before a lower-case word goes on (rule 9)', 'Eu pensei... talvez amanhã. Ou não… sei lá.', ['Eu pensei... talvez amanhã.', 'Ou não… sei lá.']],
  ['after . a lower-case word still starts a sentence (a forgotten capital)', 'Fui lá. depois voltei.', ['Fui lá.', 'depois voltei.']],
  ['after ? a lower-case word still starts a sentence', 'how are you? i am fine.', ['how are you?', 'i am fine.']],
  // Line breaks.
  ['a line break ends a sentence without a mark', 'Oi\nTudo bem?', ['Oi', 'Tudo bem?']],
  ['\\r\\n and blank lines', 'Primeira linha.\r\n\r\nSegunda linha.\r\n', ['Primeira linha.', 'Segunda linha.']],
  ['a lone \\r and U+2028', 'One\rTwo\u2028Three', ['One', 'Two', 'Three']],
  ['a line break inside a sentence still ends it', 'Eu fui ao\nmercado.', ['Eu fui ao', 'mercado.']],
  // Abbreviations (rule 5), whatever their case.
  ['Sr. and Sra.', 'O Sr. Silva e a Sra. Costa chegaram. Eles são vizinhos.', ['O Sr. Silva e a Sra. Costa chegaram.', 'Eles são vizinhos.']],
  ['Dr., Dra., Prof. and Profa.', 'A Dra. Lima e o Prof. Souza falaram com a Profa. Alves e o Dr. Reis. Foi ótimo.', ['A Dra. Lima e o Prof. Souza falaram com a Profa. Alves e o Dr. Reis.', 'Foi ótimo.']],
  ['Mr., Mrs. and Ms.', 'Mr. Smith met Mrs. Jones and Ms. Brown. They talked.', ['Mr. Smith met Mrs. Jones and Ms. Brown.', 'They talked.']],
  ['St. and vs.', 'We went to St. Ives. It was Brazil vs. Argentina on TV.', ['We went to St. Ives.', 'It was Brazil vs. Argentina on TV.']],
  ['e.g. and i.e.', 'I like fruit, e.g. apples. I mean red ones, i.e. Gala apples.', ['I like fruit, e.g. apples.', 'I mean red ones, i.e. Gala apples.']],
  ['p.ex. and p. ex.', 'Gosto de frutas, p.ex. Manga. Também, p. ex. Caju.', ['Gosto de frutas, p.ex. Manga.', 'Também, p. ex. Caju.']],
  ['abbreviations in any case', 'O SR. Silva e o dr. Reis. MR. Smith too.', ['O SR. Silva e o dr. Reis.', 'MR. Smith too.']],
  ['an abbreviation after an opening bracket', 'Ele (Dr. Reis) chegou. Sentou.', ['Ele (Dr. Reis) chegou.', 'Sentou.']],
  ['Av., pág. and cf.', 'Moro na Av. Paulista. Veja a pág. 3 do livro. Cf. o capítulo 2.', ['Moro na Av. Paulista.', 'Veja a pág. 3 do livro.', 'Cf. o capítulo 2.']],
  ['plural titles and e. g. with a space', 'Os Srs. Lima e as Profas. Reis vieram, e. g. Ana. Fim.', ['Os Srs. Lima e as Profas. Reis vieram, e. g. Ana.', 'Fim.']],
  ['a word that only ends like an abbreviation ends', 'Eu sou mister. Ele é doutor.', ['Eu sou mister.', 'Ele é doutor.']],
  // etc. and its kind (rule 6).
  ['etc. before a capital ends the sentence', 'Comprei pão, leite etc. Depois fui para casa.', ['Comprei pão, leite etc.', 'Depois fui para casa.']],
  ['etc. before a lower-case word goes on', 'Comprei pão, leite etc. e voltei.', ['Comprei pão, leite etc. e voltei.']],
  ['etc. at the very end', 'Gosto de livros, filmes etc.', ['Gosto de livros, filmes etc.']],
  ['a.m. ends before a capital and goes on before a lower-case word', 'We met at 10 a.m. and talked. It ended at 11 a.m. Then we left.', ['We met at 10 a.m. and talked.', 'It ended at 11 a.m.', 'Then we left.']],
  ['Jr. goes on before a lower-case word, Ltda. ends before a capital', 'John Smith Jr. was there. Trabalho na Poliglota Ltda. Fica em São Paulo.', ['John Smith Jr. was there.', 'Trabalho na Poliglota Ltda.', 'Fica em São Paulo.']],
  ['a. m. with a space ends only after its last part', 'We met at 10 a. m. Then we left.', ['We met at 10 a. m.', 'Then we left.']],
  // Decimals, times, URLs, e-mail addresses (rule 4).
  ['decimals with . and ,', 'Custa 3.5 dólares ou 3,5 reais. Barato.', ['Custa 3.5 dólares ou 3,5 reais.', 'Barato.']],
  ['thousands with dots', 'A cidade tem 1.000.000 de pessoas. É grande.', ['A cidade tem 1.000.000 de pessoas.', 'É grande.']],
  ['a number at the end of a sentence ends it', 'Eu tenho 3. Você tem 2.', ['Eu tenho 3.', 'Você tem 2.']],
  ['times', 'A aula começa às 10:30. The class ends at 11.30 today.', ['A aula começa às 10:30.', 'The class ends at 11.30 today.']],
  ['a URL with dots and ? stays whole', 'Veja https://poliglota.com.br/a.b?c=1! É legal.', ['Veja https://poliglota.com.br/a.b?c=1!', 'É legal.']],
  ['a URL at the end of a sentence', 'Acesse www.poliglota.com.br. Depois me conte.', ['Acesse www.poliglota.com.br.', 'Depois me conte.']],
  ['an e-mail address', 'Write to ana.silva@example.com. She answers fast.', ['Write to ana.silva@example.com.', 'She answers fast.']],
  ['a mark with no space after is no end', 'Oi.Tudo bem?', ['Oi.Tudo bem?']],
  ['an ordinal', 'Ele ficou em 1.º lugar. Parabéns!', ['Ele ficou em 1.º lugar.', 'Parabéns!']],
  // Quotes and brackets (rules 2 and 10).
  ['a closing straight quote stays with its sentence', 'Ele disse "Oi!" E saiu.', ['Ele disse "Oi!"', 'E saiu.']],
  ['a closing bracket stays with its sentence', '(Isso é bom.) Depois…', ['(Isso é bom.)', 'Depois…']],
  ['curly quotes “ ”', 'Ela perguntou: “Você vem?” Eu disse que sim.', ['Ela perguntou: “Você vem?”', 'Eu disse que sim.']],
  ['single quotes and a full stop after the quote', "He said 'hello.' Then he left. She said 'bye'. Done.", ["He said 'hello.'", 'Then he left.', "She said 'bye'.", 'Done.']],
  ['guillemets « »', 'Ele gritou «Socorro!» Ninguém ouviu.', ['Ele gritou «Socorro!»', 'Ninguém ouviu.']],
  ['curly single quotes and square brackets', 'She said ‘hi.’ Then she left. [Nota: revisar.] Depois.', ['She said ‘hi.’', 'Then she left.', '[Nota: revisar.]', 'Depois.']],
  ['a quote then a bracket then a mark', '(Ele disse "Oi!"). Depois saiu.', ['(Ele disse "Oi!").', 'Depois saiu.']],
  ['a quoted sentence inside a larger one (rule 10)', 'Ele disse "Oi!" e saiu. She said "Hi." and left.', ['Ele disse "Oi!" e saiu.', 'She said "Hi." and left.']],
  ['a quote opening the next sentence', 'Ele chegou. "Oi!", disse.', ['Ele chegou.', '"Oi!", disse.']],
  ['a dialogue dash before a lower-case word (rule 11)', '— Oi! — disse ele. — Tudo bem?', ['— Oi! — disse ele.', '— Tudo bem?']],
  // Emoji (rule 3).
  ['an emoji after the end stays with its sentence', 'Que dia! 😀 Amanhã…', ['Que dia! 😀', 'Amanhã…']],
  ['several emoji, a skin tone, a flag and a ZWJ sequence', 'Cheguei! 👍🏽 🇧🇷 👨‍👩‍👧 Foi longo.', ['Cheguei! 👍🏽 🇧🇷 👨‍👩‍👧', 'Foi longo.']],
  ['an emoticon after the end', 'I passed! :) See you.', ['I passed! :)', 'See you.']],
  ['an emoji without a mark is no end', 'Que dia 😀 amanhã tem mais.', ['Que dia 😀 amanhã tem mais.']],
  ['an emoji line joins the sentence before it', 'Que dia!\n😀😀', ['Que dia! 😀😀']],
  // Initials and numbered lists (rules 7 and 8).
  ['initials', 'J. K. Rowling wrote it. I read it.', ['J. K. Rowling wrote it.', 'I read it.']],
  ['É. is a whole answer, not an initial', 'É. Eu também acho.', ['É.', 'Eu também acho.']],
  ['a lower-case one-letter word ends', 'Não sei o que é. Você sabe?', ['Não sei o que é.', 'Você sabe?']],
  ['a numbered list', '1. Comprar pão\n2. Fazer o bolo.\n10. Lavar a louça', ['1. Comprar pão', '2. Fazer o bolo.', '10. Lavar a louça']],
  ['a numbered list on one line', '1. Acordei cedo. 2. Tomei café.', ['1. Acordei cedo.', '2. Tomei café.']],
  ['a nested list number', '2.3. Revise os verbos. Depois descanse.', ['2.3. Revise os verbos.', 'Depois descanse.']],
  // Spaces, pieces without words, empty texts.
  ['trailing and leading spaces, inner spaces kept', '   Oi,  tudo bem?   Sim.   ', ['Oi,  tudo bem?', 'Sim.']],
  ['no final mark', 'I have no full stop', ['I have no full stop']],
  ['a spaced ellipsis joins the sentence before it', 'Oi. . . Tudo bem?', ['Oi. . .', 'Tudo bem?']],
  ['punctuation at the start joins the first sentence', '... and then it rained.', ['... and then it rained.']],
  ['a separator line joins the sentence before it', 'Parte um.\n***\nParte dois.', ['Parte um. ***', 'Parte dois.']],
  ['only punctuation', '?!...', []],
  ['only spaces and line breaks', ' \n\r\n\t ', []],
  ['empty', '', []],
];

describe('splitSentences', () => {
  it('has a table of at least 40 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES)('%s', (_rule, text, sentences) => {
    expect(splitSentences(text)).toEqual(sentences);
  });

  it('loses no letter or digit and keeps the order: the sentences hold the text’s words, in order', () => {
    for (const [, text] of CASES) {
      const words = (value: string) => value.match(/[\p{L}\p{N}]+/gu) ?? [];
      expect(splitSentences(text).flatMap(words)).toEqual(words(text));
    }
  });

  it('gives trimmed, non-empty sentences, each with a letter or digit', () => {
    for (const [, text] of CASES) {
      for (const sentence of splitSentences(text)) {
        expect(sentence).toBe(sentence.trim());
        expect(sentence).toMatch(/[\p{L}\p{N}]/u);
      }
    }
  });

  it('splits a text with more than MAX_SENTENCES sentences into all of them (the caller refuses it)', () => {
    const text = Array.from({ length: MAX_SENTENCES + 1 }, (_, i) => `Frase ${i + 1}.`).join(' ');
    expect(MAX_SENTENCES).toBe(40);
    expect(splitSentences(text)).toHaveLength(41);
  });
});
