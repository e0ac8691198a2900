import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { HistoryPublisher, seededRandom } from '../../../../shared/events/index.js';
import { addDays, daysBetween, saoPauloDay, startOfSaoPauloDay } from '../../../../shared/time/index.js';
import { DevOAuthServer } from '../dev-auth/dev-oauth-server.js';
import { MemberEntity, MemberLanguageEntity } from './member.entity.js';
import { MemberConsentEntity } from './consent.entity.js';
import { AppConfig } from '../../../../config/index.js';
import { LegalDocuments } from '../../application/legal-documents.service.js';

/**
 * Demo members: sign in as any of them with the development provider (same e-mail).
 * Their ids are fixed so other modules' demo data can refer to them.
 */
export const DEMO_MEMBERS = [
  { id: '5e7d0a11-0000-4000-8000-000000000001', email: 'ana@poliglota.dev', name: 'Ana Souza', bio: 'Professora de inglês apaixonada por idiomas.', languages: [['pt', 'Nativo'], ['en', 'Fluente'], ['es', 'Intermediário']] },
  { id: '5e7d0a11-0000-4000-8000-000000000002', email: 'bruno@poliglota.dev', name: 'Bruno Lima', bio: 'Estudando japonês para viajar a Tóquio.', languages: [['pt', 'Nativo'], ['ja', 'Iniciante']] },
  { id: '5e7d0a11-0000-4000-8000-000000000003', email: 'carla@poliglota.dev', name: 'Carla Mendes', bio: 'Tradutora de francês e alemão.', languages: [['pt', 'Nativo'], ['fr', 'Fluente'], ['de', 'Avançado']] },
  { id: '5e7d0a11-0000-4000-8000-000000000004', email: 'diego@poliglota.dev', name: 'Diego Rocha', bio: 'Aprendendo coreano com K-dramas.', languages: [['pt', 'Nativo'], ['ko', 'Intermediário']] },
  { id: '5e7d0a11-0000-4000-8000-000000000005', email: 'emily@poliglota.dev', name: 'Emily Carter', bio: 'Native English speaker learning Portuguese.', languages: [['en', 'Nativo'], ['pt', 'Intermediário']] },
  { id: '5e7d0a11-0000-4000-8000-000000000006', email: 'fatima@poliglota.dev', name: 'Fátima Haddad', bio: 'Ensino árabe e aprendo italiano.', languages: [['ar', 'Nativo'], ['it', 'Iniciante'], ['pt', 'Avançado']] },
] as const;

export const DEMO_MEMBER_IDS = DEMO_MEMBERS.map((m) => m.id);

/**
 * How each demo member uses the app: joined `weeksAgo` weeks ago, active on a share of the
 * days since, and on the last `recentDays` days without a gap (ending today, or yesterday
 * when `todayToo` is false), so streaks, the weekly ranking and "Hoje" have something to show.
 */
const RHYTHMS: { daysAgo: number; activeShare: number; recentDays: number; todayToo: boolean }[] = [
  { daysAgo: 56, activeShare: 0.85, recentDays: 12, todayToo: true },
  { daysAgo: 53, activeShare: 0.7, recentDays: 5, todayToo: false },
  { daysAgo: 50, activeShare: 0.6, recentDays: 0, todayToo: false },
  { daysAgo: 47, activeShare: 0.65, recentDays: 2, todayToo: true },
  { daysAgo: 44, activeShare: 0.8, recentDays: 4, todayToo: true },
  { daysAgo: 41, activeShare: 0.5, recentDays: 0, todayToo: false },
];

/** A time of day between 07:00 and 22:00 São Paulo for an activity on `day`, never after now. */
function momentOn(day: string, random: () => number, now: Date): Date {
  const at = startOfSaoPauloDay(day).getTime() + (7 + random() * 15) * 3_600_000;
  return new Date(Math.min(at, now.getTime()));
}

export class IdentityDemoSeeder extends Seeder {
  async run(coreEm: EntityManager): Promise<void> {
    const em = coreEm as SqlEntityManager;
    const now = new Date();
    const today = saoPauloDay(now);
    const events = new HistoryPublisher();
    // They accepted the documents in force when they set up their profiles (ADR 0110).
    const accepted = new LegalDocuments(AppConfig.load()).currentVersions();
    for (const [index, demo] of DEMO_MEMBERS.entries()) {
      const rhythm = RHYTHMS[index];
      // The same rhythm on every seeding: the member's own generator.
      const random = seededRandom(index + 1);
      const joinedOn = addDays(today, -rhythm.daysAgo);
      const createdAt = momentOn(joinedOn, random, now);
      const member = em.create(MemberEntity, {
        id: demo.id,
        googleSub: DevOAuthServer.subjectFor(demo.email),
        email: demo.email,
        emailVerified: true,
        name: demo.name,
        googleName: demo.name,
        googleGivenName: demo.name.split(' ')[0],
        biography: demo.bio,
        profileCompleted: true,
        createdAt,
        updatedAt: createdAt,
      });
      for (const [document, version] of Object.entries(accepted)) {
        em.create(MemberConsentEntity, { id: randomUUID(), member, document, version, acceptedAt: createdAt, createdAt });
      }
      // Registered like any member, so the other modules set them up too.
      events.publishAt(em, createdAt, 'identity.member_registered', { memberId: demo.id });
      demo.languages.forEach(([language, proficiency], position) => {
        em.create(MemberLanguageEntity, {
          id: randomUUID(),
          member,
          language,
          proficiency,
          createdAt: new Date(createdAt.getTime() + position),
        });
      });
      // Their active days, each the same fact a sign-in publishes: daily XP and the streak follow.
      const lastDay = rhythm.todayToo ? today : addDays(today, -1);
      let lastActive: { day: string; at: Date } | undefined;
      for (let ago = rhythm.daysAgo; ago >= 0; ago -= 1) {
        const day = addDays(today, -ago);
        const recent = daysBetween(day, lastDay) >= 0 && daysBetween(day, lastDay) < rhythm.recentDays;
        const chance = random();
        if (day > lastDay || !(ago === rhythm.daysAgo || recent || chance < rhythm.activeShare)) continue;
        const at = ago === rhythm.daysAgo ? createdAt : momentOn(day, random, now);
        events.publishAt(em, at, 'identity.member_active_on_day', { memberId: demo.id, day });
        lastActive = { day, at };
      }
      if (lastActive) {
        member.lastActiveDay = lastActive.day;
        member.lastSignInAt = lastActive.at;
      }
    }
  }
}
