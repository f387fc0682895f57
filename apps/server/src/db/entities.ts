import { SignupAttempt } from '../modules/subscribers/signup-attempt.entity';
import { ArticleAgeGroup } from '../modules/articles/article-age-group.entity';
import { ArticleTag } from '../modules/articles/article-tag.entity';
import { Article } from '../modules/articles/article.entity';
import { LoginAttempt } from '../modules/auth/login-attempt.entity';
import { User } from '../modules/auth/user.entity';
import { Author } from '../modules/authors/author.entity';
import { NewsletterDelivery } from '../modules/newsletter/newsletter-delivery.entity';
import { NewsletterIssue } from '../modules/newsletter/newsletter-issue.entity';
import { Subscriber } from '../modules/subscribers/subscriber.entity';
import { AgeGroup } from '../modules/taxonomy/age-group.entity';
import { Category } from '../modules/taxonomy/category.entity';
import { Tag } from '../modules/taxonomy/tag.entity';
import { Tool } from '../modules/tools/tool.entity';
import { UploadedImage } from '../modules/uploads/image.entity';

export const entities = [User, Category, Tag, AgeGroup, Author, Article, ArticleTag, ArticleAgeGroup, Subscriber, Tool, UploadedImage, LoginAttempt, NewsletterIssue, NewsletterDelivery, SignupAttempt];
