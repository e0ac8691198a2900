import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, EmptyState, ErrorState, LoadingCard, PageHeader, TextField } from '../../../components/ui';
import { useToast } from '../../../components/ui/Toaster';
import { ApiError } from '../../../lib/api/errors';
import { requestLimits } from '../../../lib/api/limits';
import { useServerMessage } from '../../../lib/api/useServerMessage';
import { useAdminWritingPrompts, useReplaceWritingPrompts, type AdminPrompt, type AdminPromptInput } from '../api/promptsApi';
import { AdminNav } from './AdminNav';
import '../admin.css';

const LANGUAGES = requestLimits.AdminPromptInputDto.language.enum;
type Language = (typeof LANGUAGES)[number];
const TEXT_MAX = requestLimits.AdminPromptInputDto.text.maxLength;
/** The request takes both languages' lists, each at most half of it. */
const MAX_PER_LANGUAGE = requestLimits.AdminPromptsInputDto.prompts.maxItems / LANGUAGES.length;
/** How many of a language's prompts members are offered a day (the server's rule, ADR 0133). */
const PROMPTS_PER_DAY = 3;

/** One line of the list being edited: `id` for a prompt the server has, none for a new one. */
interface Draft {
  key: string;
  id?: string;
  text: string;
}
type Drafts = Record<Language, Draft[]>;

let drafted = 0;
const newKey = () => `draft-${++drafted}`;

function draftsOf(prompts: readonly AdminPrompt[]): Drafts {
  const byLanguage = (language: Language) =>
    prompts
      .filter((p) => p.language === language)
      .sort((a, b) => a.position - b.position)
      .map((p) => ({ key: p.id, id: p.id, text: p.text }));
  return { pt: byLanguage('pt'), en: byLanguage('en') };
}

/** The server's per-field messages (`prompts.3.text`), read back onto the lines that were sent. */
function fieldErrorsOf(error: unknown, sent: readonly string[]): { lines: Record<string, string[]>; list: string[] } {
  const fields = error instanceof ApiError && typeof error.body === 'object' && error.body !== null ? (error.body as { fields?: unknown }).fields : undefined;
  const lines: Record<string, string[]> = {};
  const list: string[] = [];
  if (typeof fields !== 'object' || fields === null) return { lines, list };
  for (const [name, messages] of Object.entries(fields)) {
    const texts = Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : [];
    const line = /^prompts\.(\d+)(\.|$)/.exec(name);
    const key = line ? sent[Number(line[1])] : undefined;
    if (key) (lines[key] ??= []).push(...texts);
    else list.push(...texts);
  }
  return { lines, list };
}

/** /admin/writing-prompts: the writing prompts of each language, edited, reordered and saved as one list (issue 47). */
export function WritingPromptsScreen() {
  const { t } = useTranslation('admin');
  const prompts = useAdminWritingPrompts();
  return (
    <div className="page container admin-page">
      <AdminNav />
      <PageHeader title={t('prompts.title')} subtitle={t('prompts.rotation', { perDay: PROMPTS_PER_DAY })} />
      {prompts.isPending ? (
        <LoadingCard label={t('prompts.loading')} />
      ) : prompts.isError ? (
        <ErrorState message={t('prompts.loadError')} onRetry={() => void prompts.refetch()} retrying={prompts.isFetching} />
      ) : (
        <PromptsForm initial={prompts.data.prompts} />
      )}
    </div>
  );
}

function PromptsForm({ initial }: { initial: readonly AdminPrompt[] }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const serverMessage = useServerMessage();
  const save = useReplaceWritingPrompts();
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(initial));
  // The keys of the lines in the order they were sent, to place the server's `prompts.N` messages.
  const [sent, setSent] = useState<string[]>([]);
  const lists = useRef<Partial<Record<Language, HTMLOListElement | null>>>({});
  const errors = save.isError ? fieldErrorsOf(save.error, sent) : { lines: {}, list: [] };

  const change = (language: Language, update: (lines: Draft[]) => Draft[]) => setDrafts((all) => ({ ...all, [language]: update(all[language]) }));
  /** After the DOM changes, focuses the first of `selectors` found in line `index` of a language's list. */
  const focusLater = (language: Language, index: number, selectors: string[]) =>
    requestAnimationFrame(() => {
      const item = lists.current[language]?.children[index];
      for (const selector of selectors) {
        const target = item?.querySelector<HTMLElement>(selector);
        if (target) return target.focus();
      }
    });
  const move = (language: Language, from: number, to: number, direction: 'up' | 'down') => {
    change(language, (lines) => {
      const next = [...lines];
      next.splice(to, 0, ...next.splice(from, 1));
      return next;
    });
    // The moved line's node moves: keep the focus on its button (or its other one at an end).
    focusLater(language, to, [`[data-move="${direction}"]:not([disabled])`, '[data-move]:not([disabled])']);
  };
  const remove = (language: Language, index: number) => {
    change(language, (lines) => lines.filter((_, i) => i !== index));
    const left = drafts[language].length - 1;
    if (left > 0) focusLater(language, Math.min(index, left - 1), ['input']);
    else requestAnimationFrame(() => document.getElementById(`prompts-add-${language}`)?.focus());
  };
  const add = (language: Language) => {
    change(language, (lines) => [...lines, { key: newKey(), text: '' }]);
    focusLater(language, drafts[language].length, ['input']);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lines = LANGUAGES.flatMap((language) => drafts[language].map((line) => ({ line, language })));
    setSent(lines.map(({ line }) => line.key));
    const body: AdminPromptInput[] = lines.map(({ line, language }) => ({ ...(line.id ? { id: line.id } : {}), language, text: line.text }));
    save.mutate(body, {
      onSuccess: (data) => {
        setDrafts(draftsOf(data.prompts));
        toast.show({ title: t('prompts.saved'), tone: 'success' });
      },
    });
  };

  return (
    <form className="admin-prompts" onSubmit={submit} noValidate>
      {LANGUAGES.map((language) => {
        const lines = drafts[language];
        const headingId = `prompts-heading-${language}`;
        return (
          <section key={language} className="card admin-prompts__language" aria-labelledby={headingId}>
            <h2 id={headingId} className="admin-details__heading">
              {t(`prompts.languages.${language}`)}
            </h2>
            {lines.length === 0 ? (
              <EmptyState title={t('prompts.empty', { language: t(`prompts.languages.${language}`) })} headingLevel={3} />
            ) : (
              <ol className="admin-prompts__list" ref={(node) => void (lists.current[language] = node)}>
                {lines.map((line, index) => {
                  const n = index + 1;
                  const label = t('prompts.line', { n, language: t(`prompts.languages.${language}`) });
                  const lineErrors = errors.lines[line.key];
                  return (
                    <li key={line.key} className="admin-prompts__line" data-testid={`prompt-${language}`}>
                      <TextField
                        label={label}
                        value={line.text}
                        maxLength={TEXT_MAX}
                        fieldClassName="admin-prompts__field"
                        error={lineErrors?.join(' ')}
                        onChange={(event) => {
                          const text = event.target.value;
                          change(language, (all) => all.map((l) => (l.key === line.key ? { ...l, text } : l)));
                        }}
                      />
                      <span className="admin-prompts__tools">
                        <Button size="sm" variant="secondary" data-move="up" disabled={index === 0} aria-label={t('prompts.moveUpLabel', { label })} onClick={() => move(language, index, index - 1, 'up')}>
                          ↑ <span className="admin-prompts__tool-text">{t('prompts.moveUp')}</span>
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          data-move="down"
                          disabled={index === lines.length - 1}
                          aria-label={t('prompts.moveDownLabel', { label })}
                          onClick={() => move(language, index, index + 1, 'down')}
                        >
                          ↓ <span className="admin-prompts__tool-text">{t('prompts.moveDown')}</span>
                        </Button>
                        <Button size="sm" variant="danger" aria-label={t('prompts.removeLabel', { label })} onClick={() => remove(language, index)}>
                          {t('prompts.remove')}
                        </Button>
                      </span>
                    </li>
                  );
                })}
              </ol>
            )}
            <div>
              <Button
                id={`prompts-add-${language}`}
                variant="secondary"
                disabled={lines.length >= MAX_PER_LANGUAGE}
                onClick={() => add(language)}
              >
                + {t('prompts.add', { language: t(`prompts.languages.${language}`) })}
              </Button>
            </div>
          </section>
        );
      })}
      {save.isError && (
        <Alert variant="error" title={t('prompts.saveError')}>
          {errors.list.length > 0 ? errors.list.join(' ') : serverMessage(save.error, t('prompts.saveErrorFallback'))}
        </Alert>
      )}
      <p className="admin-user__muted">{t('prompts.saveHint')}</p>
      <div className="admin-prompts__footer">
        <Button type="submit" loading={save.isPending}>
          {t('prompts.save')}
        </Button>
      </div>
    </form>
  );
}
