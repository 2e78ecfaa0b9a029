import { defineArea } from '../http/area.ts';
import * as passwordResetLinks from './migrations/0024_password_reset_links.ts';
import * as dropTempPasswords from './migrations/0025_drop_temp_passwords.ts';
import * as memberFrozen from './migrations/0026_member_frozen.ts';
import * as memberFreezes from './migrations/0038_member_freezes.ts';
import { passwordHandlers } from './password.handler.ts';
import { passwordResetHandlers } from './passwordReset.handler.ts';
import { profileHandlers } from './profile.handler.ts';
import { registrationHandlers } from './register.handler.ts';

/** Members: registration, passwords and their reset, the profile. */
export const area = defineArea({
  name: 'member',
  handlers: {
    ...registrationHandlers,
    ...passwordHandlers,
    ...passwordResetHandlers,
    ...profileHandlers,
  },
  migrations: {
    '0024_password_reset_links': passwordResetLinks,
    '0025_drop_temp_passwords': dropTempPasswords,
    '0026_member_frozen': memberFrozen,
    '0038_member_freezes': memberFreezes,
  },
});
