import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/errors';
import type { components } from '../../../lib/api/schema';
import { sharedKeys } from '../../../lib/queryKeys';

type Schemas = components['schemas'];
export type WritingLanguage = Schemas['WritingLanguage'];
export type WritingListItem = Schemas['WritingListItemDto'];
export type WritingPage = Schemas['WritingPageDto'];
export type WritingDetail = Schemas['WritingDetailDto'];
export type CorrectionSummary = Schemas['CorrectionSummaryDto'];
export type Corrector = Schemas['CorrectorDto'];
export type DiffOp = Schemas['DiffPartDto'];
export type NewWriting = Schemas['WritingInputDto'];
export type CorrectionInput = Schemas['CorrectionInputDto'];
export type WritingPrompt = Schemas['PromptDto'];
export type WritingReply = Schemas['ReplyDto'];

export const correctionsKeys = {
  all: sharedKeys.corrections,
  queue: (language: WritingLanguage | '') => [...sharedKeys.corrections, 'queue', language] as const,
  mine: [...sharedKeys.corrections, 'mine'] as const,
  writing: (id: string) => [...sharedKeys.corrections, 'writing', id] as const,
  replies: (writingId: string, correctionId: string) => [...sharedKeys.corrections, 'replies', writingId, correctionId] as const,
  prompts: [...sharedKeys.corrections, 'prompts'] as const,
  languages: [...sharedKeys.corrections, 'my-languages'] as const,
};

const pageParams = { initialPageParam: undefined as string | undefined, getNextPageParam: (last: WritingPage) => last.nextCursor ?? undefined };

/** "Para corrigir": texts in the languages the member speaks, those waiting longest first (the server's order). */
export function useCorrectionQueue(language: WritingLanguage | '', enabled: boolean) {
  return useInfiniteQuery({
    queryKey: correctionsKeys.queue(language),
    queryFn: async ({ pageParam }) =>
      unwrap(
        await api.GET('/api/writings/queue', {
          params: { query: { ...(language ? { language } : {}), ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    enabled,
    ...pageParams,
  });
}

/** "Meus textos": the member's own texts, newest first, with their correction counts. */
export function useMyWritings(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: correctionsKeys.mine,
    queryFn: async ({ pageParam }) =>
      unwrap(await api.GET('/api/writings/mine', { params: { query: pageParam ? { cursor: pageParam } : {} } })),
    enabled,
    ...pageParams,
  });
}

/**
 * The languages the member declared, with their levels: who may correct which text (Nativo or
 * Fluente) and which languages a text may be written in (any but Nativo) follow from them.
 */
export function useMyLanguages() {
  return useQuery({
    queryKey: correctionsKeys.languages,
    queryFn: async () => unwrap(await api.GET('/api/profile/complete')).userLanguages,
  });
}

/** Today's prompts, both languages. */
export function useWritingPrompts() {
  return useQuery({
    queryKey: correctionsKeys.prompts,
    queryFn: async () => unwrap(await api.GET('/api/writing-prompts')).prompts,
  });
}

/** One text with its sentences, each corrector's verdicts and what the reader may do. */
export function useWriting(id: string) {
  return useQuery({
    queryKey: correctionsKeys.writing(id),
    queryFn: async () => unwrap(await api.GET('/api/writings/{id}', { params: { path: { id } } })),
  });
}

/** A new text; the lists are re-read so "Meus textos" shows it. */
export function useCreateWriting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (writing: NewWriting) => unwrap(await api.POST('/api/writings', { body: writing })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: correctionsKeys.mine }),
  });
}

/** The author's edit, possible until the first correction (409 after). */
export function useUpdateWriting(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (writing: NewWriting) => unwrap(await api.PUT('/api/writings/{id}', { params: { path: { id } }, body: writing })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: correctionsKeys.all }),
  });
}

export function useDeleteWriting(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await api.DELETE('/api/writings/{id}', { params: { path: { id } } })),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: correctionsKeys.writing(id) });
      return queryClient.invalidateQueries({ queryKey: correctionsKeys.all });
    },
  });
}

/** The reader's correction, created or replaced; the text's page then shows it, the queue loses the text. */
export function useSubmitCorrection(writingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (correction: CorrectionInput) =>
      unwrap(await api.PUT('/api/writings/{id}/correction', { params: { path: { id: writingId } }, body: correction })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: correctionsKeys.all }),
  });
}

/**
 * The author's "Útil" mark, or taking it back. The corrector's "+10 XP" reaches the corrector's own
 * tabs through the live events; the author earns nothing, so no toast here. A mark puts the
 * corrected sentences in the author's review deck (issue 48): its counts are read again.
 */
export function useMarkHelpful(writingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ correctionId, helpful }: { correctionId: string; helpful: boolean }) => {
      const params = { params: { path: { id: writingId, correctionId } } };
      return unwrap(
        helpful
          ? await api.PUT('/api/writings/{id}/corrections/{correctionId}/helpful', params)
          : await api.DELETE('/api/writings/{id}/corrections/{correctionId}/helpful', params),
      );
    },
    onSuccess: (result, { correctionId }) => {
      queryClient.setQueryData<WritingDetail>(correctionsKeys.writing(writingId), (writing) =>
        writing && {
          ...writing,
          corrections: writing.corrections.map((c) => (c.id === correctionId ? { ...c, helpful: result.helpful } : c)),
        },
      );
      if (result.helpful) void queryClient.invalidateQueries({ queryKey: sharedKeys.review });
    },
  });
}

export function useReplies(writingId: string, correctionId: string, enabled: boolean) {
  return useQuery({
    queryKey: correctionsKeys.replies(writingId, correctionId),
    // The first page, oldest first: a correction's replies are a short exchange.
    queryFn: async (): Promise<WritingReply[]> =>
      unwrap(await api.GET('/api/writings/{id}/corrections/{correctionId}/replies', { params: { path: { id: writingId, correctionId } } })).items,
    enabled,
  });
}

export function useAddReply(writingId: string, correctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      unwrap(
        await api.POST('/api/writings/{id}/corrections/{correctionId}/replies', {
          params: { path: { id: writingId, correctionId } },
          body: { text },
        }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: correctionsKeys.replies(writingId, correctionId) }),
        queryClient.invalidateQueries({ queryKey: correctionsKeys.writing(writingId) }),
      ]),
  });
}
