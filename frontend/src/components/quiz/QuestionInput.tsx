import './quiz-question.css';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { requestLimits } from '../../lib/api/limits';
import type { components } from '../../lib/api/schema';
import { cx } from '../../lib/cx';

/**
 * A question as a member answers it, without its answers: a lesson quiz's (`QuizQuestionDto`) or a
 * review card's. `choices` for `choice`, the shuffled `tiles` for `order`.
 */
export interface AnswerableQuestion {
  type: 'choice' | 'text' | 'order';
  prompt: string;
  promptLanguage: 'pt' | 'en';
  choices?: string[] | null;
  tiles?: string[] | null;
}

/** The body's `answer`: `{ choice }` for `choice`, `{ text }` for `text` and `order`. */
export type QuizAnswer = components['schemas']['QuizAnswerInputDto'];

/** The longest answer a member may send to a lesson quiz. */
const quizAnswerLimit = requestLimits.QuizAnswerInputDto.text.maxLength;

/** What the member has answered so far: an option's index, a text, or the tiles placed in order. */
export type Draft = { choice: number | null; text: string; placed: number[] };

export const emptyDraft = (text = ''): Draft => ({ choice: null, text, placed: [] });

/** The body's `answer` for the question, or null while there is nothing to send. */
export function answerOf(question: AnswerableQuestion, draft: Draft): QuizAnswer | null {
  switch (question.type) {
    case 'choice':
      return draft.choice === null ? null : { choice: draft.choice };
    case 'text':
      return draft.text.trim() === '' ? null : { text: draft.text };
    case 'order': {
      const tiles = question.tiles ?? [];
      return draft.placed.length === 0 ? null : { text: draft.placed.map((index) => tiles[index]).join(' ') };
    }
  }
}

/**
 * A question as a member sees it: its prompt (marked with its language, so a screen reader
 * switches voice) and the control of its kind. Every step works by tap and by Tab, Enter and
 * Space; nothing needs dragging. A lesson's practice section, the quiz editor's preview and the
 * review deck's session use it (one building block, ADR 0045); its texts are the lesson quiz's
 * (`learning:quiz`).
 */
export function QuestionInput({
  question,
  draft,
  onChange,
  disabled = false,
  position,
  kind,
  answerLabel,
  maxLength = quizAnswerLimit,
}: {
  question: AnswerableQuestion;
  draft: Draft;
  onChange: (draft: Draft) => void;
  disabled?: boolean;
  /** "Question 2 of 5", above the prompt. */
  position?: string;
  /** What to do, above the prompt, when the kind's own words do not say it ("Fix the sentence"). */
  kind?: string;
  /** The typed answer's label, when not "Your answer". */
  answerLabel?: string;
  /** The longest typed answer the endpoint takes (its DTO's limit); a lesson quiz's by default. */
  maxLength?: number;
}) {
  const { t } = useTranslation('learning');
  const id = useId();
  const lang = question.promptLanguage;
  return (
    <fieldset className="quiz-question" disabled={disabled}>
      <legend className="quiz-question__legend">
        {position && <span className="quiz-question__position">{position}</span>}
        <span className="quiz-question__kind">{kind ?? t(`quiz.kinds.${question.type}`)}</span>
        <span className="quiz-question__prompt" lang={lang}>
          {question.prompt}
        </span>
      </legend>
      {question.type === 'choice' && (
        <div className="quiz-choices">
          {(question.choices ?? []).map((choice, index) => (
            <label key={index} className={cx('quiz-choice', draft.choice === index && 'quiz-choice--on')}>
              <input
                type="radio"
                name={`${id}-choice`}
                value={index}
                checked={draft.choice === index}
                onChange={() => onChange({ ...draft, choice: index })}
              />
              <span>{choice}</span>
            </label>
          ))}
        </div>
      )}
      {question.type === 'text' && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-text`}>
            {answerLabel ?? t('quiz.yourAnswer')}
          </label>
          <input
            id={`${id}-text`}
            className="input"
            value={draft.text}
            onChange={(event) => onChange({ ...draft, text: event.target.value })}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            maxLength={maxLength}
          />
        </div>
      )}
      {question.type === 'order' && <TileBoard tiles={question.tiles ?? []} placed={draft.placed} onChange={(placed) => onChange({ ...draft, placed })} />}
    </fieldset>
  );
}

/**
 * The answer line above, the tiles below. A placed tile stays in the bank, dimmed and still
 * focusable (focus is never lost to the page); a tile on the line goes back when pressed, and
 * focus follows it back to the bank. Distractors are tiles like the others.
 */
function TileBoard({ tiles, placed, onChange }: { tiles: string[]; placed: number[]; onChange: (placed: number[]) => void }) {
  const { t } = useTranslation('learning');
  const bank = useRef<(HTMLButtonElement | null)[]>([]);
  const lineId = useId();
  const bankId = useId();
  const add = (index: number) => {
    if (!placed.includes(index)) onChange([...placed, index]);
  };
  const remove = (index: number) => {
    onChange(placed.filter((tile) => tile !== index));
    bank.current[index]?.focus();
  };
  return (
    <div className="quiz-tiles">
      <p className="quiz-tiles__label" id={lineId}>
        {t('quiz.sentence')}
      </p>
      <div className="quiz-tiles__line" role="group" aria-labelledby={lineId}>
        {placed.length === 0 ? (
          <span className="quiz-tiles__hint">{t('quiz.emptySentence')}</span>
        ) : (
          placed.map((index) => (
            <button key={index} type="button" className="quiz-tile quiz-tile--placed" aria-label={t('quiz.removeTile', { word: tiles[index] })} onClick={() => remove(index)}>
              {tiles[index]}
            </button>
          ))
        )}
      </div>
      <p className="quiz-tiles__label" id={bankId}>
        {t('quiz.words')}
      </p>
      <div className="quiz-tiles__bank" role="group" aria-labelledby={bankId}>
        {tiles.map((tile, index) => {
          const used = placed.includes(index);
          return (
            <button
              key={index}
              ref={(element) => {
                bank.current[index] = element;
              }}
              type="button"
              className={cx('quiz-tile', used && 'quiz-tile--used')}
              aria-label={t('quiz.addTile', { word: tile })}
              aria-disabled={used || undefined}
              onClick={() => add(index)}
            >
              {tile}
            </button>
          );
        })}
      </div>
    </div>
  );
}
