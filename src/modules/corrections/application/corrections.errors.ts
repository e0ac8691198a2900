import { defineDomainError, defineRateLimitedError, minutos } from '../../../shared/errors/index.js';
import { MAX_SENTENCES } from '../domain/sentences.js';
import { CORRECTIONS_PER_DAY, REPLIES_PER_HOUR, WRITINGS_PER_DAY } from '../domain/limits.js';

const LANGUAGE_PT: Record<string, string> = { pt: 'português', en: 'inglês' };
const languageName = (code: string | number | undefined) => LANGUAGE_PT[String(code)] ?? String(code);

/** No such text, or one the reader may not see (hidden by its reports, across a block): the same answer. */
export const WritingNotFoundError = defineDomainError('CORRECTIONS.WRITING_NOT_FOUND', 'not_found', 'Texto não encontrado.');

export const CorrectionNotFoundError = defineDomainError('CORRECTIONS.CORRECTION_NOT_FOUND', 'not_found', 'Correção não encontrada.');

/** Only a member who declared the text's language `Nativo` or `Fluente` corrects it. */
export const NotFluentError = defineDomainError(
  'CORRECTIONS.NOT_FLUENT',
  'forbidden',
  (p: { language: string }) => `Só quem declarou ${languageName(p.language)} como Nativo ou Fluente pode corrigir este texto.`,
);

export const OwnWritingError = defineDomainError('CORRECTIONS.OWN_WRITING', 'invalid', 'Você não pode corrigir o seu próprio texto.');

/** A member writes to be corrected in a language they learn, not one they declared `Nativo`. */
export const NativeLanguageError = defineDomainError(
  'CORRECTIONS.NATIVE_LANGUAGE',
  'invalid',
  (p: { language: string }) => `Você declarou ${languageName(p.language)} como Nativo: escreva em um idioma que está aprendendo.`,
);

export const TooManySentencesError = defineDomainError(
  'CORRECTIONS.TOO_MANY_SENTENCES',
  'invalid',
  (p: { max: number; sentences: number }) => `O texto deve ter no máximo ${p.max} frases (este tem ${p.sentences}).`,
);
export const tooManySentences = (count: number) => new TooManySentencesError({ max: MAX_SENTENCES, sentences: count });

export const NoSentenceError = defineDomainError('CORRECTIONS.NO_SENTENCE', 'invalid', 'O texto precisa ter pelo menos uma frase.');

export const PromptNotOfferedError = defineDomainError(
  'CORRECTIONS.PROMPT_NOT_OFFERED',
  'invalid',
  'Esta proposta não é uma das propostas de hoje neste idioma.',
);

/** The text received a correction: its sentences are what the corrections index, so it is locked. */
export const WritingLockedError = defineDomainError(
  'CORRECTIONS.WRITING_LOCKED',
  'conflict',
  'Este texto já recebeu uma correção e não pode mais ser editado.',
);

export const CorrectionLockedError = defineDomainError(
  'CORRECTIONS.CORRECTION_LOCKED',
  'conflict',
  'Esta correção foi marcada como útil e não pode mais ser alterada.',
);

export const NotTheAuthorError = defineDomainError(
  'CORRECTIONS.NOT_THE_AUTHOR',
  'forbidden',
  (p: { reason?: string }) =>
    p.reason === 'delete' ? 'Só o autor do texto ou um administrador pode excluí-lo.' : p.reason === 'edit' ? 'Só o autor pode editar este texto.' : 'Só o autor do texto pode marcar uma correção como útil.',
);

export const WritingsPerDayError = defineRateLimitedError(
  'CORRECTIONS.WRITINGS_PER_DAY',
  (p) => `Você já enviou ${p.max} textos hoje. Tente novamente amanhã.`,
  { max: WRITINGS_PER_DAY },
);

export const CorrectionsPerDayError = defineRateLimitedError(
  'CORRECTIONS.CORRECTIONS_PER_DAY',
  (p) => `Você já corrigiu ${p.max} textos hoje. Tente novamente amanhã.`,
  { max: CORRECTIONS_PER_DAY },
);

export const RepliesPerHourError = defineRateLimitedError(
  'CORRECTIONS.REPLIES_PER_HOUR',
  (p) => `Você pode enviar até ${p.max} respostas por hora. Tente novamente em ${minutos(p.minutes)}.`,
  { max: REPLIES_PER_HOUR },
);
