import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { EventPublisher } from '../../../../shared/events/index.js';
import { SystemClock } from '../../../../shared/time/index.js';
import { DevOAuthServer } from '../dev-auth/dev-oauth-server.js';
import { MemberEntity, MemberLanguageEntity } from './member.entity.js';

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

export class IdentityDemoSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const now = new Date();
    const events = new EventPublisher(new SystemClock());
    DEMO_MEMBERS.forEach((demo, index) => {
      const createdAt = new Date(now.getTime() - (DEMO_MEMBERS.length - index) * 86_400_000 * 3);
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
      // Registered like any member, so the other modules set them up too.
      events.publish(em as SqlEntityManager, 'identity.member_registered', { memberId: demo.id });
      demo.languages.forEach(([language, proficiency], position) => {
        em.create(MemberLanguageEntity, {
          id: randomUUID(),
          member,
          language,
          proficiency,
          createdAt: new Date(createdAt.getTime() + position),
        });
      });
    });
  }
}
