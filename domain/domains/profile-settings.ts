import { profileSettingsResolvers } from '../resolvers/profile-settings';
import { defineDomain } from './define';
import { fromMutationsChunk } from './mutations-chunk';

/** Profile Settings over the session's users and dealerships. */
export const profileSettings = defineDomain({
  name: 'profile-settings',
  firstScreen: false,
  collections: [],
  repositories: [],
  resolvers: [profileSettingsResolvers],
  mutations: fromMutationsChunk('profileSettingsMutations'),
});
