// Every migration, in order (hand-written ones use a timestamp range per feature).
import { Initial1795306287396 } from './1795306287396-Initial';
import { ArticleSearch1795306307877 } from './1795306307877-ArticleSearch';
import { LoginAttempts1795307144825 } from './1795307144825-LoginAttempts';
import { Newsletter1795308742322 } from './1795308742322-Newsletter';
import { SignupAttempts1795312213741 } from './1795312213741-SignupAttempts';
import { SearchRank1795318543530 } from './1795318543530-SearchRank';
import { EditorialWorkflow1795508448280 } from './1795508448280-EditorialWorkflow';
import { ImageVariants1795600000000 } from './1795600000000-ImageVariants';
import { IndonesianNames1795700000000 } from './1795700000000-IndonesianNames';
import { RateLimits1795850000000 } from './1795850000000-RateLimits';
import { SearchPublicIndex1795860000000 } from './1795860000000-SearchPublicIndex';
import { SearchTitleVector1795870000000 } from './1795870000000-SearchTitleVector';
import { NewsletterByAge1795900000000 } from './1795900000000-NewsletterByAge';
import { Team1796000000000 } from './1796000000000-Team';
import { Stories1796100000000 } from './1796100000000-Stories';
import { Insight1796200000000 } from './1796200000000-Insight';
import { Moving1796300000000 } from './1796300000000-Moving';
import { UserPreferences1796500000000 } from './1796500000000-UserPreferences';
import { RelatedIndex1796600000000 } from './1796600000000-RelatedIndex';

export const migrations: Function[] = [Initial1795306287396, ArticleSearch1795306307877, LoginAttempts1795307144825, Newsletter1795308742322, SignupAttempts1795312213741, SearchRank1795318543530, EditorialWorkflow1795508448280, ImageVariants1795600000000, IndonesianNames1795700000000, RateLimits1795850000000, SearchPublicIndex1795860000000, SearchTitleVector1795870000000, NewsletterByAge1795900000000, Team1796000000000, Stories1796100000000, Insight1796200000000, Moving1796300000000, UserPreferences1796500000000, RelatedIndex1796600000000];
