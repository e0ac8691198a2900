import { expect } from '@jest/globals';
import type { TestApp } from './app.js';
import type { Agent } from './sign-in.js';

let counter = 0;

export function uploadBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    title: `Curso de teste ${counter} ${Date.now()}`,
    description: `Descrição do curso ${counter}: vocabulário e gramática.`,
    language: 'en',
    level: 'Iniciante',
    cover_image: 'https://images.example.com/capa.jpg',
    torrent_file_url: `magnet:?xt=urn:btih:${'a'.repeat(39)}${counter % 10}`,
    uploadType: 'torrent',
    ...overrides,
  };
}

/** Uploads a course as the member, past the one-a-minute interval (moves the app's clock). */
export async function uploadCourse(t: TestApp, member: Agent, body: Record<string, unknown> = uploadBody()): Promise<Record<string, any>> {
  t.clock.advance(61_000);
  const res = await member.post('/api/courses/upload').send(body);
  expect(res.status).toBe(201);
  return res.body.course;
}

/** Uploads and approves a course; returns its id. */
export async function publishCourse(t: TestApp, member: Agent, admin: Agent, body?: Record<string, unknown>): Promise<string> {
  const course = await uploadCourse(t, member, body);
  await admin.post(`/api/admin/courses/${course.id}/approve`).expect(200);
  return course.id as string;
}

let adminCourses = 0;

/** Creates an administrators' course (approved), published unless told otherwise; returns its id. */
export async function createAdminCourse(admin: Agent, options: { publish?: boolean } = {}): Promise<string> {
  adminCourses += 1;
  const res = await admin.post('/api/admin/courses').send({
    title: `Curso da administração ${adminCourses} ${Date.now()}`,
    description: 'Aulas em vídeo com exercícios.',
    language: 'en',
    level: 'Iniciante',
    instructor_name: 'Maria Silva',
  });
  expect(res.status).toBe(201);
  const id = res.body.course.id as string;
  if (options.publish !== false) await admin.post(`/api/admin/courses/${id}/toggle-public`).send({ is_published: true }).expect(200);
  return id;
}

export async function addModule(admin: Agent, courseId: string, body: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const res = await admin.post(`/api/admin/courses/${courseId}/modules`).send({ title: 'Módulo', ...body });
  expect(res.status).toBe(201);
  return res.body.module;
}

export async function addLesson(admin: Agent, courseId: string, moduleId: string, body: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const res = await admin
    .post(`/api/admin/courses/${courseId}/lessons`)
    .send({ module_id: moduleId, title: 'Aula', youtube_video_id: 'dQw4w9WgXcQ', duration_seconds: 100, ...body });
  expect(res.status).toBe(201);
  return res.body.lesson;
}
