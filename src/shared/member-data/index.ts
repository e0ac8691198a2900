export { MODULE_CHAIN, MemberDataRegistry, type ChainModule, type MemberDataPart } from './member-data-registry.js';
