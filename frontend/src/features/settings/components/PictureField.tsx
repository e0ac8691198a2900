import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '../../../components/ui';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { UserAvatar } from '../../../components/ui/UserAvatar';
import { isNetworkError, retryAfterOf, statusOf } from '../../../lib/api/errors';
import { useServerMessage } from '../../../lib/api/useServerMessage';
import { useUploadProfilePicture } from '../api/settingsApi';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;

export interface PictureFieldProps {
  name: string;
  picture: string | null;
  /** After a successful upload, with the new picture's URL (the navbar reloads the member). */
  onUploaded: (imageUrl: string) => void;
}

/**
 * Picture upload with preview and progress. The browser's checks only spare a useless upload:
 * the server judges the file by its bytes.
 */
export function PictureField({ name, picture, onUploaded }: PictureFieldProps) {
  const { t } = useTranslation('settings');
  const serverMessage = useServerMessage();
  const [percent, setPercent] = useState(0);
  const [localError, setLocalError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const upload = useUploadProfilePicture(setPercent);

  const choose = (file: File | undefined) => {
    upload.reset();
    setLocalError(null);
    if (!file) return;
    if (!ACCEPTED_TYPES.includes(file.type)) return setLocalError(t('picture.invalidType'));
    if (file.size > MAX_BYTES) return setLocalError(t('picture.tooLarge'));
    setPercent(0);
    const objectUrl = URL.createObjectURL(file);
    setPreview(objectUrl);
    upload.mutate(file, {
      onSuccess: (uploaded) => onUploaded(uploaded.imageUrl),
      onSettled: () => {
        setPreview(null);
        URL.revokeObjectURL(objectUrl);
        if (inputRef.current) inputRef.current.value = '';
      },
    });
  };

  const uploadError = upload.error
    ? isNetworkError(upload.error)
      ? t('picture.networkError')
      : statusOf(upload.error) === 429
        ? t('picture.limited', { count: Math.ceil((retryAfterOf(upload.error) ?? 60) / 60) })
        : serverMessage(upload.error, t('picture.uploadError'))
    : null;

  return (
    <div className="settings-picture">
      <UserAvatar name={name} picture={preview ?? picture} size="lg" className="settings-picture__avatar" />
      <div className="settings-picture__body">
        <label className="field__label" htmlFor={inputId}>
          {t('picture.label')}
        </label>
        <p className="field__hint">{t('picture.hint')}</p>
        <input
          ref={inputRef}
          id={inputId}
          className="visually-hidden"
          type="file"
          name="image"
          accept={ACCEPTED_TYPES.join(',')}
          onChange={(event) => choose(event.target.files?.[0])}
          disabled={upload.isPending}
        />
        <Button variant="secondary" size="sm" onClick={() => inputRef.current?.click()} loading={upload.isPending}>
          {t('picture.choose')}
        </Button>
        {upload.isPending && (
          <ProgressBar value={percent} label={t('picture.uploading', { percent })} valueText={`${percent}%`} />
        )}
        {upload.isSuccess && (
          <p className="settings-picture__done" role="status">
            {t('picture.uploaded')}
          </p>
        )}
        {(localError ?? uploadError) && <Alert variant="error">{localError ?? uploadError}</Alert>}
      </div>
    </div>
  );
}
