import { addMessages } from '../i18n';
import { classEn, classFr } from './messages';

// The classroom screens' messages join the catalogues when their chunk loads.
addMessages({ fr: classFr, en: classEn });
