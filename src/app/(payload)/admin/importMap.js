import { CancelBooking as CancelBooking_2e493e8f0031f2547744a0c9e0f0a96a } from '../../../components/admin/cancel-booking'
import { MinorUnitsCell as MinorUnitsCell_e9b59d1820308677a35a6fe9f33266b0 } from '../../../components/admin/minor-units-field'
import { BookingPrice as BookingPrice_13b98f04fc50fcc82025d107989cb46c } from '../../../components/admin/booking-price'
import { HotelFilter as HotelFilter_83b2fcd75096e607cb0884ab5313ce16 } from '../../../components/admin/hotel-filter'
import { ResendMessage as ResendMessage_db847600d1d851a1c7c6d1850f82fdd3 } from '../../../components/admin/resend-message'
import { EditingLanguage as EditingLanguage_0f3f83bae04bb17b9fae4f5643acfb5d } from '../../../components/admin/editing-language'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { CoordinatesCheck as CoordinatesCheck_7c3f41b92ce45b3c80f3253a98979312 } from '../../../components/admin/coordinates-check'
import { TimeZoneField as TimeZoneField_3bd4cc3e3d105e2b5666d316934f8551 } from '../../../components/admin/time-zone-field'
import { MinorUnitsField as MinorUnitsField_e9b59d1820308677a35a6fe9f33266b0 } from '../../../components/admin/minor-units-field'
import { TranslationStatus as TranslationStatus_15cf4b223227afc8106af210141e7fd7 } from '../../../components/admin/translation-status'
import { BrandIcon as BrandIcon_8080e1ef1118adf03a39f8c4df3468b1 } from '../../../components/admin/brand'
import { BrandLogo as BrandLogo_8080e1ef1118adf03a39f8c4df3468b1 } from '../../../components/admin/brand'
import { StaffDashboard as StaffDashboard_17cbb53d1dcdedc66c123d519d2cff79 } from '../../../components/admin/dashboard'
import { StaffCollectionCards as StaffCollectionCards_e32d77cd300c229b55e8b893823bdff3 } from '../../../components/admin/collection-cards'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/admin/cancel-booking#CancelBooking": CancelBooking_2e493e8f0031f2547744a0c9e0f0a96a,
  "/components/admin/minor-units-field#MinorUnitsCell": MinorUnitsCell_e9b59d1820308677a35a6fe9f33266b0,
  "/components/admin/booking-price#BookingPrice": BookingPrice_13b98f04fc50fcc82025d107989cb46c,
  "/components/admin/hotel-filter#HotelFilter": HotelFilter_83b2fcd75096e607cb0884ab5313ce16,
  "/components/admin/resend-message#ResendMessage": ResendMessage_db847600d1d851a1c7c6d1850f82fdd3,
  "/components/admin/editing-language#EditingLanguage": EditingLanguage_0f3f83bae04bb17b9fae4f5643acfb5d,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/components/admin/coordinates-check#CoordinatesCheck": CoordinatesCheck_7c3f41b92ce45b3c80f3253a98979312,
  "/components/admin/time-zone-field#TimeZoneField": TimeZoneField_3bd4cc3e3d105e2b5666d316934f8551,
  "/components/admin/minor-units-field#MinorUnitsField": MinorUnitsField_e9b59d1820308677a35a6fe9f33266b0,
  "/components/admin/translation-status#TranslationStatus": TranslationStatus_15cf4b223227afc8106af210141e7fd7,
  "/components/admin/brand#BrandIcon": BrandIcon_8080e1ef1118adf03a39f8c4df3468b1,
  "/components/admin/brand#BrandLogo": BrandLogo_8080e1ef1118adf03a39f8c4df3468b1,
  "/components/admin/dashboard#StaffDashboard": StaffDashboard_17cbb53d1dcdedc66c123d519d2cff79,
  "/components/admin/collection-cards#StaffCollectionCards": StaffCollectionCards_e32d77cd300c229b55e8b893823bdff3,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
