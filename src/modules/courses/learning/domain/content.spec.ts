import { describe, expect, it } from '@jest/globals';
import { placeAt, validateLesson, validateModule } from './content.js';

describe('placeAt', () => {
  it('appends a new id, moves an existing one and clamps positions', () => {
    expect(placeAt(['a', 'b'], 'c', null)).toEqual(['a', 'b', 'c']);
    expect(placeAt(['a', 'b', 'c'], 'c', 1)).toEqual(['c', 'a', 'b']);
    expect(placeAt(['a', 'b', 'c'], 'a', 99)).toEqual(['b', 'c', 'a']);
    expect(placeAt(['a', 'b', 'c'], 'b', null)).toEqual(['a', 'b', 'c']);
  });
});

describe('content validation', () => {
  const lesson = { module_id: 'm', title: 'Aula', youtube_video_id: 'https://youtu.be/dQw4w9WgXcQ?t=3' };

  it('extracts the video id and applies the defaults', () => {
    const r = validateLesson(lesson);
    expect(r.ok && r.value).toMatchObject({ youtubeVideoId: 'dQw4w9WgXcQ', durationSeconds: 0, xpReward: 10, isActive: true, isFree: false });
  });

  it.each([
    [{ youtube_video_id: 'https://vimeo.com/123' }, 'youtube_video_id', 'Por favor, forneça um ID ou URL válida do YouTube.'],
    [{ xp_reward: 501 }, 'xp_reward', 'A recompensa de XP deve ser um número inteiro de 0 a 500.'],
    [{ xp_reward: -1 }, 'xp_reward', 'A recompensa de XP deve ser um número inteiro de 0 a 500.'],
    [{ duration_seconds: 1.5 }, 'duration_seconds', 'A duração deve ser um número inteiro de segundos, de 0 a 43200.'],
    [{ material_url: 'http://example.com/a.pdf' }, 'material_url', 'O material de apoio deve ser um endereço público https://.'],
    [{ material_url: 'javascript:alert(1)' }, 'material_url', 'O material de apoio deve ser um endereço público https://.'],
    [{ material_url: 'https://10.0.0.8/a.pdf' }, 'material_url', 'O material de apoio deve ser um endereço público https://.'],
    [{ title: '  ' }, 'title', 'Por favor, preencha todos os campos obrigatórios.'],
  ])('refuses %j', (overrides, field, message) => {
    const r = validateLesson({ ...lesson, ...overrides });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.fields[field]).toContain(message);
  });

  it('requires a module title', () => {
    expect(validateModule({ title: ' ' }).ok).toBe(false);
    expect(validateModule({ title: 'Módulo 1', is_locked: true })).toEqual({
      ok: true,
      value: { title: 'Módulo 1', description: null, isLocked: true, order: null },
    });
  });
});
