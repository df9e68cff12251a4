import type { MigrationInterface } from 'typeorm';
import { CreateAccounts1795298500000 } from './1795298500000-CreateAccounts';
import { CreateContactMessages1795298600000 } from './1795298600000-CreateContactMessages';
import { CreateRateLimits1795298700000 } from './1795298700000-CreateRateLimits';
import { RateLimiterPoints1795300100000 } from './1795300100000-RateLimiterPoints';
import { ResetLinksSideBySide1795300200000 } from './1795300200000-ResetLinksSideBySide';
import { CanonicalEmails1795300210000 } from './1795300210000-CanonicalEmails';
import { GoogleSignInCodes1795300300000 } from './1795300300000-GoogleSignInCodes';
import { AccountFoundations1795300400000 } from './1795300400000-AccountFoundations';
import { GoogleLinkAddress1795300600000 } from './1795300600000-GoogleLinkAddress';
import { AccountFactors1795300700000 } from './1795300700000-AccountFactors';
import { Lists1795300800000 } from './1795300800000-Lists';
import { AdminArea1795300900000 } from './1795300900000-AdminArea';
import { JobRuns1795301000000 } from './1795301000000-JobRuns';
import { PracticeSessions1795624529000 } from './1795624529000-PracticeSessions';
import { FactorsAddedBySession1795626613054 } from './1795626613054-FactorsAddedBySession';
import { SiteRevision1795650000000 } from './1795650000000-SiteRevision';
import { CourseRuns1795700000000 } from './1795700000000-CourseRuns';
import { Events1795710000000 } from './1795710000000-Events';
import { Articles1795720000000 } from './1795720000000-Articles';
import { MediaLibrary1795730000000 } from './1795730000000-MediaLibrary';
import { Recordings1795740000000 } from './1795740000000-Recordings';
import { CourseRunsKeptWhenRemoved1795750000000 } from './1795750000000-CourseRunsKeptWhenRemoved';

/** The committed migrations, in order; they run on every start. */
export const migrations: Array<new () => MigrationInterface> = [
  CreateAccounts1795298500000,
  CreateContactMessages1795298600000,
  CreateRateLimits1795298700000,
  RateLimiterPoints1795300100000,
  ResetLinksSideBySide1795300200000,
  CanonicalEmails1795300210000,
  GoogleSignInCodes1795300300000,
  AccountFoundations1795300400000,
  GoogleLinkAddress1795300600000,
  AccountFactors1795300700000,
  Lists1795300800000,
  AdminArea1795300900000,
  JobRuns1795301000000,
  PracticeSessions1795624529000,
  FactorsAddedBySession1795626613054,
  SiteRevision1795650000000,
  CourseRuns1795700000000,
  Events1795710000000,
  Articles1795720000000,
  MediaLibrary1795730000000,
  Recordings1795740000000,
  CourseRunsKeptWhenRemoved1795750000000,
];
