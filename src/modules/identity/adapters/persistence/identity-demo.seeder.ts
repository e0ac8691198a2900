import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { DevOAuthServer } from '../dev-auth/dev-oauth-server.js';
import { MemberEntity, MemberLanguageEntity } from './member.entity.js';

/** Demo members: sign in as any of them with the development provider (same e-mail). */
export const DEMO_MEMBERS = [
  { email: 'ana@poliglota.dev', name: 'Ana Souza', bio: 'Professora de inglês apaixonada por idiomas.', languages: [['Português', 'Nativo'], ['Inglês', 'Fluente'], ['Espanhol', 'Intermediário']] },
  { email: 'bruno@poliglota.dev', name: 'Bruno Lima', bio: 'Estudando japonês para viajar a Tóquio.', languages: [['Português', 'Nativo'], ['Japonês', 'Iniciante']] },
  { email: 'carla@poliglota.dev', name: 'Carla Mendes', bio: 'Tradutora de francês e alemão.', languages: [['Português', 'Nativo'], ['Francês', 'Fluente'], ['Alemão', 'Avançado']] },
  { email: 'diego@poliglota.dev', name: 'Diego Rocha', bio: 'Aprendendo coreano com K-dramas.', languages: [['Português', 'Nativo'], ['Coreano', 'Intermediário']] },
  { email: 'emily@poliglota.dev', name: 'Emily Carter', bio: 'Native English speaker learning Portuguese.', languages: [['Inglês', 'Nativo'], ['Português', 'Intermediário']] },
  { email: 'fatima@poliglota.dev', name: 'Fátima Haddad', bio: 'Ensino árabe e aprendo italiano.', languages: [['Árabe', 'Nativo'], ['Italiano', 'Iniciante'], ['Português', 'Avançado']] },
] as const;

export class IdentityDemoSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const now = new Date();
    DEMO_MEMBERS.forEach((demo, index) => {
      const createdAt = new Date(now.getTime() - (DEMO_MEMBERS.length - index) * 86_400_000 * 3);
      const member = em.create(MemberEntity, {
        id: randomUUID(),
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
