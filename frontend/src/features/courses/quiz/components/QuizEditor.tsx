import '../quiz.css';
import '../../learning/learning.css';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { get, useFieldArray, useForm, useFormContext, useWatch, FormProvider, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QuestionInput, emptyDraft, type Draft } from '../../../../components/quiz/QuestionInput';
import { Button, CheckboxField, EmptyState, ErrorState, LoadingCard, SelectField, TextAreaField, TextField } from '../../../../components/ui';
import { Dialog } from '../../../../components/ui/Dialog';
import { useToast } from '../../../../components/ui/Toaster';
import { statusOf } from '../../../../lib/api/errors';
import { useServerMessage } from '../../../../lib/api/useServerMessage';
import { useLanguageName } from '../../../../lib/languages';
import { useFieldSchemas, type Translate } from '../../../../lib/forms/fieldSchemas';
import { useAdminQuiz, useSaveQuiz } from '../api/quizApi';
import { PROMPT_LANGUAGES, QUESTION_TYPES, emptyQuestion, quizSchema, shuffled, toPreview, toRequest, toValues, type QuestionValues, type QuizValues } from '../model/quizForm';
import { quizLimits } from '../model/quizLimits';

/** The administrators' quiz of one lesson: questions of the three kinds, reordered, previewed, saved at once. */
export function QuizEditor({ courseId, lesson, onClose }: { courseId: string; lesson: { id: string; title: string }; onClose: () => void }) {
  const { t } = useTranslation('learning');
  const quiz = useAdminQuiz(courseId, lesson.id);
  // A lesson that never had a quiz may answer 404: it starts empty.
  const missing = quiz.isError && statusOf(quiz.error) === 404;
  return (
    <Dialog open onClose={onClose} title={t('quizEditor.title', { lesson: lesson.title })} size="lg">
      {quiz.isPending ? (
        <LoadingCard label={t('loading')} />
      ) : quiz.isError && !missing ? (
        <ErrorState message={t('quizEditor.loadError')} onRetry={() => void quiz.refetch()} retrying={quiz.isFetching} headingLevel={3} />
      ) : (
        <QuizForm courseId={courseId} lessonId={lesson.id} initial={(quiz.data?.questions ?? []).map(toValues)} onClose={onClose} />
      )}
    </Dialog>
  );
}

function QuizForm({ courseId, lessonId, initial, onClose }: { courseId: string; lessonId: string; initial: QuestionValues[]; onClose: () => void }) {
  const { t } = useTranslation('learning');
  const fields = useFieldSchemas();
  const toast = useToast();
  const serverMessage = useServerMessage();
  const save = useSaveQuiz(courseId, lessonId);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const schema = useMemo(() => quizSchema(fields, t as unknown as Translate, quizLimits), [fields, t]);
  const form = useForm<QuizValues>({
    resolver: zodResolver(schema) as unknown as Resolver<QuizValues>,
    defaultValues: { questions: initial.length > 0 ? initial : [emptyQuestion()] },
  });
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const listError = (get(form.formState.errors, 'questions.message') ?? get(form.formState.errors, 'questions.root.message')) as string | undefined;

  const submit = form.handleSubmit(
    (values) => {
      setInvalid(false);
      save.mutate(values.questions.map(toRequest), {
        onSuccess: () => {
          toast.show({ title: t('quizEditor.saved'), tone: 'success' });
          onClose();
        },
      });
    },
    () => setInvalid(true),
  );
  /** Moves a question and keeps the focus on the button that moved it (the DOM node moves, focus would drop). */
  const move = (from: number, to: number, direction: 'up' | 'down') => {
    questions.move(from, to);
    requestAnimationFrame(() => {
      const item = listRef.current?.children[to];
      const same = item?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]:not([disabled])`);
      (same ?? item?.querySelector<HTMLButtonElement>('[data-move]:not([disabled])'))?.focus();
    });
  };
  const add = () => {
    questions.append(emptyQuestion());
    requestAnimationFrame(() => listRef.current?.lastElementChild?.querySelector<HTMLElement>('select, input, textarea')?.focus());
  };

  return (
    <FormProvider {...form}>
      <form className="quiz-editor" onSubmit={(event) => void submit(event)} noValidate>
        <p className="quiz-editor__intro">{t('quizEditor.intro')}</p>
        {questions.fields.length === 0 && <EmptyState title={t('quizEditor.empty')} headingLevel={3} />}
        <ol className="quiz-editor__list" ref={listRef}>
          {questions.fields.map((field, index) => (
            <li key={field.id} className="card quiz-editor__question" aria-label={t('quizEditor.questionHeading', { n: index + 1 })}>
              <div className="quiz-editor__head">
                <h3>{t('quizEditor.questionHeading', { n: index + 1 })}</h3>
                <span className="quiz-editor__tools">
                  <Button size="sm" variant="secondary" data-move="up" disabled={index === 0} aria-label={t('quizEditor.moveUpLabel', { n: index + 1 })} onClick={() => move(index, index - 1, 'up')}>
                    ↑ {t('quizEditor.moveUp')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    data-move="down"
                    disabled={index === questions.fields.length - 1}
                    aria-label={t('quizEditor.moveDownLabel', { n: index + 1 })}
                    onClick={() => move(index, index + 1, 'down')}
                  >
                    ↓ {t('quizEditor.moveDown')}
                  </Button>
                  <Button size="sm" variant="danger" aria-label={t('quizEditor.removeLabel', { n: index + 1 })} onClick={() => questions.remove(index)}>
                    {t('quizEditor.remove')}
                  </Button>
                </span>
              </div>
              <QuestionEditor index={index} />
            </li>
          ))}
        </ol>
        {listError && <p role="alert" className="field__error">{listError}</p>}
        <div>
          <Button variant="secondary" onClick={add} disabled={questions.fields.length >= quizLimits.questions.maxItems}>
            + {t('quizEditor.add')}
          </Button>
        </div>
        {invalid && <p role="alert" className="field__error">{t('quizEditor.invalid')}</p>}
        {save.isError && <p role="alert" className="field__error">{serverMessage(save.error, t('quizEditor.saveError'))}</p>}
        {confirmDelete ? (
          <div className="quiz-editor__confirm" role="group" aria-label={t('quizEditor.deleteQuiz')}>
            <p>{t('quizEditor.deleteConfirm')}</p>
            <div className="admin-form__buttons">
              <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
                {t('quizEditor.cancel')}
              </Button>
              <Button variant="danger" loading={save.isPending} onClick={() => save.mutate(null, { onSuccess: onClose })}>
                {t('quizEditor.confirmDelete')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="quiz-editor__footer">
            <span>
              {initial.length > 0 && (
                <Button variant="danger" onClick={() => setConfirmDelete(true)}>
                  {t('quizEditor.deleteQuiz')}
                </Button>
              )}
            </span>
            <span className="admin-form__buttons">
              <Button variant="secondary" onClick={onClose}>
                {t('quizEditor.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('quizEditor.save')}
              </Button>
            </span>
          </div>
        )}
      </form>
    </FormProvider>
  );
}

function QuestionEditor({ index }: { index: number }) {
  const { t } = useTranslation('learning');
  const { register, formState } = useFormContext<QuizValues>();
  const name = `questions.${index}` as const;
  const type = useWatch<QuizValues, `questions.${number}.type`>({ name: `${name}.type` });
  const [preview, setPreview] = useState(false);
  const languageName = useLanguageName();
  const errorOf = (field: string): string | undefined => get(formState.errors, `${name}.${field}.message`) ?? get(formState.errors, `${name}.${field}.root.message`);
  return (
    <div className="quiz-editor__fields">
      <div className="field-row">
        <SelectField label={t('quizEditor.fields.type')} {...register(`${name}.type`)}>
          {QUESTION_TYPES.map((kind) => (
            <option key={kind} value={kind}>
              {t(`quizEditor.types.${kind}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('quizEditor.fields.promptLanguage')} {...register(`${name}.promptLanguage`)}>
          {PROMPT_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {languageName(language)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField label={t('quizEditor.fields.prompt')} rows={2} maxLength={quizLimits.prompt.maxLength} error={errorOf('prompt')} {...register(`${name}.prompt`)} />
      {type === 'choice' && <ChoicesEditor index={index} error={errorOf('choices') ?? errorOf('correctChoice')} />}
      {(type === 'text' || type === 'order') && (
        <>
          <LinesEditor
            index={index}
            list="acceptedAnswers"
            legend={t('quizEditor.fields.acceptedAnswers')}
            hint={type === 'order' ? t('quizEditor.fields.orderHint') : t('quizEditor.fields.acceptedHint')}
            itemLabel={(n) => t('quizEditor.fields.answer', { n })}
            addLabel={t('quizEditor.fields.addAnswer')}
            min={quizLimits.acceptedAnswers.minItems}
            max={quizLimits.acceptedAnswers.maxItems}
            maxLength={quizLimits.acceptedAnswers.items?.maxLength}
            error={errorOf('acceptedAnswers')}
          />
          {type === 'order' && (
            <LinesEditor
              index={index}
              list="distractors"
              legend={t('quizEditor.fields.distractors')}
              itemLabel={(n) => t('quizEditor.fields.distractor', { n })}
              addLabel={t('quizEditor.fields.addDistractor')}
              min={0}
              max={quizLimits.distractors.maxItems}
              maxLength={quizLimits.distractors.items?.maxLength}
              error={errorOf('distractors')}
            />
          )}
          <CheckboxField label={t('quizEditor.fields.strictAccents')} {...register(`${name}.strictAccents`)} />
        </>
      )}
      <TextAreaField
        label={t('quizEditor.fields.explanation')}
        rows={2}
        maxLength={quizLimits.explanation.maxLength}
        error={errorOf('explanation')}
        {...register(`${name}.explanation`)}
      />
      <div>
        <Button size="sm" variant="ghost" aria-expanded={preview} onClick={() => setPreview((open) => !open)}>
          {preview ? t('quizEditor.hidePreview') : t('quizEditor.preview')}
        </Button>
      </div>
      {preview && <Preview index={index} />}
    </div>
  );
}

function ChoicesEditor({ index, error }: { index: number; error?: string }) {
  const { t } = useTranslation('learning');
  const { setValue, getValues } = useFormContext<QuizValues>();
  const correct = useWatch<QuizValues, `questions.${number}.correctChoice`>({ name: `questions.${index}.correctChoice` });
  return (
    <LinesEditor
      index={index}
      list="choices"
      legend={t('quizEditor.fields.choices')}
      itemLabel={(n) => t('quizEditor.fields.choice', { n })}
      addLabel={t('quizEditor.fields.addChoice')}
      min={quizLimits.choices.minItems}
      max={quizLimits.choices.maxItems}
      maxLength={quizLimits.choices.items?.maxLength}
      error={error}
      onRemoved={(line) => {
        const now = getValues(`questions.${index}.correctChoice`);
        setValue(`questions.${index}.correctChoice`, now === line ? -1 : now > line ? now - 1 : now, { shouldDirty: true });
      }}
      extra={(line) => (
        <label className="checkbox-field">
          <input
            type="radio"
            name={`correct-${index}`}
            checked={correct === line}
            onChange={() => setValue(`questions.${index}.correctChoice`, line, { shouldDirty: true, shouldValidate: true })}
            aria-label={t('quizEditor.fields.correctChoice', { n: line + 1 })}
          />
          <span className="checkbox-field__label">{t('quizEditor.fields.correct')}</span>
        </label>
      )}
    />
  );
}

function LinesEditor({
  index,
  list,
  legend,
  hint,
  itemLabel,
  addLabel,
  min,
  max,
  maxLength,
  error,
  extra,
  onRemoved,
}: {
  index: number;
  list: 'choices' | 'acceptedAnswers' | 'distractors';
  legend: string;
  hint?: string;
  itemLabel: (n: number) => string;
  addLabel: string;
  min: number;
  max: number;
  maxLength?: number;
  error?: string;
  extra?: (line: number) => ReactNode;
  onRemoved?: (line: number) => void;
}) {
  const { t } = useTranslation('learning');
  const { control, register, formState } = useFormContext<QuizValues>();
  const lines = useFieldArray({ control, name: `questions.${index}.${list}` });
  const box = useRef<HTMLFieldSetElement>(null);
  const focusLine = (line: number) =>
    requestAnimationFrame(() => box.current?.querySelectorAll<HTMLInputElement>('input.input')[line]?.focus());
  return (
    <fieldset className="quiz-editor__lines" ref={box}>
      <legend>{legend}</legend>
      {hint && <p className="quiz-editor__hint">{hint}</p>}
      {lines.fields.map((field, line) => (
        <div key={field.id} className="quiz-editor__line">
          <TextField
            label={itemLabel(line + 1)}
            maxLength={maxLength}
            error={get(formState.errors, `questions.${index}.${list}.${line}.text.message`)}
            {...register(`questions.${index}.${list}.${line}.text`)}
          />
          <span className="quiz-editor__line-actions">
            {extra?.(line)}
            <Button
              size="sm"
              variant="ghost"
              disabled={lines.fields.length <= min}
              aria-label={t('quizEditor.fields.removeLineLabel', { item: itemLabel(line + 1) })}
              onClick={() => {
                lines.remove(line);
                onRemoved?.(line);
                focusLine(Math.max(0, line - 1));
              }}
            >
              {t('quizEditor.fields.removeLine')}
            </Button>
          </span>
        </div>
      ))}
      {error && <p role="alert" className="field__error">{error}</p>}
      <div>
        <Button
          size="sm"
          variant="secondary"
          disabled={lines.fields.length >= max}
          onClick={() => {
            lines.append({ text: '' });
            focusLine(lines.fields.length);
          }}
        >
          + {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}

/** The question as a member sees it, answerable but never judged. */
function Preview({ index }: { index: number }) {
  const { t } = useTranslation('learning');
  const values = useWatch<QuizValues, `questions.${number}`>({ name: `questions.${index}` });
  const key = JSON.stringify(values);
  return (
    <section className="quiz-editor__preview" aria-label={t('quizEditor.previewTitle')}>
      <h4>{t('quizEditor.previewTitle')}</h4>
      {/* A question changed by the editor starts over, its tiles shuffled again. */}
      <PreviewInput key={key} values={values} />
    </section>
  );
}

function PreviewInput({ values }: { values: QuestionValues }) {
  const [question] = useState(() => toPreview(values, shuffled));
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  return <QuestionInput question={question} draft={draft} onChange={setDraft} />;
}
