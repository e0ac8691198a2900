export { MODULE_CHAIN, MemberDataRegistry, type ChainModule, type MemberDataPart } from './member-data-registry.js';
export { NAMED_KINDS, namesPart, type NamedKind, type Names, type ReferencedIds } from './names.js';
