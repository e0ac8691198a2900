import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { ApiError, unwrap } from '../../../lib/api/errors';
import type { components } from '../../../lib/api/schema';

export type Settings = components['schemas']['SettingsProfileDto'];
export type SettingsInput = components['schemas']['UpdateSettingsDto'];
export type SettingsSaved = components['schemas']['SettingsSavedDto'];
export type PictureUploaded = components['schemas']['PictureUploadedDto'];

export const settingsKeys = {
  all: ['settings'] as const,
  profile: ['settings', 'profile'] as const,
};

/** `GET /api/settings/profile`: always the server's current values when the page opens. */
export function useSettings() {
  return useQuery({
    queryKey: settingsKeys.profile,
    queryFn: async () => unwrap(await api.GET('/api/settings/profile')),
    staleTime: 0,
  });
}

/** `PUT /api/settings`; on success the cache holds the saved values (no page reload needed). */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SettingsInput) => unwrap(await api.PUT('/api/settings', { body: input })),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.profile, saved.userData);
    },
  });
}

/** `PUT /api/settings/language`: the navbar toggle of a signed-in member. */
export function useSaveInterfaceLanguage() {
  return useMutation({
    mutationFn: async (preferredLanguage: 'pt' | 'en') =>
      unwrap(await api.PUT('/api/settings/language', { body: { preferredLanguage } })),
  });
}

/**
 * `POST /api/upload/profile-picture` with upload progress (fetch cannot report it, so this uses
 * XMLHttpRequest). Rejects with an ApiError for an HTTP error, a TypeError when offline.
 */
export function uploadProfilePicture(file: File, onProgress: (percent: number) => void): Promise<PictureUploaded> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload/profile-picture');
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.response as PictureUploaded);
      else reject(new ApiError(xhr.status, xhr.response));
    };
    xhr.onerror = () => reject(new TypeError('Network error'));
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}

export function useUploadProfilePicture(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadProfilePicture(file, onProgress),
    onSuccess: (uploaded) => {
      queryClient.setQueryData<Settings>(settingsKeys.profile, (current) =>
        current ? { ...current, profile_picture: uploaded.imageUrl } : current,
      );
    },
  });
}

export type DeletionScheduled = components['schemas']['DeletionScheduledDto'];

/** `DELETE /api/me`: schedules the member's deletion; the server ends every session of theirs (ADR 0108). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (input: components['schemas']['DeleteAccountDto']) => unwrap(await api.DELETE('/api/me', { body: input })),
  });
}
