import { CancelBooking as CancelBooking_2e493e8f0031f2547744a0c9e0f0a96a } from '../../../components/admin/cancel-booking'
import { MinorUnitsCell as MinorUnitsCell_e9b59d1820308677a35a6fe9f33266b0 } from '../../../components/admin/minor-units-field'
import { BookingTotal as BookingTotal_9472dbff00bb215faf7a5136f2b0805c } from '../../../components/admin/booking-total'
import { BookingPrice as BookingPrice_13b98f04fc50fcc82025d107989cb46c } from '../../../components/admin/booking-price'
import { NoField as NoField_4ec8369ef2818e847019215f89206856 } from '../../../components/admin/booking-stay'
import { BookingStayCell as BookingStayCell_4ec8369ef2818e847019215f89206856 } from '../../../components/admin/booking-stay'
import { TodaysBookings as TodaysBookings_77751f023c05f8e644dab243101e3af5 } from '../../../components/admin/todays-bookings'
import { ExportBookings as ExportBookings_6969e210188d12fe43cdf3896df1b1bf } from '../../../components/admin/export-bookings'
import { HotelFilter as HotelFilter_83b2fcd75096e607cb0884ab5313ce16 } from '../../../components/admin/hotel-filter'
import { EnquiryReply as EnquiryReply_7b009fdc63c0975a2a705cd279e7977e } from '../../../components/admin/enquiry-reply'
import { UnassignedCell as UnassignedCell_e01ad95777db8973ebccdf9e77bd6edb } from '../../../components/admin/hotels-cell'
import { GroupWideCell as GroupWideCell_e01ad95777db8973ebccdf9e77bd6edb } from '../../../components/admin/hotels-cell'
import { ReplyRowLabel as ReplyRowLabel_7b009fdc63c0975a2a705cd279e7977e } from '../../../components/admin/enquiry-reply'
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
import { YesNoCell as YesNoCell_4b2e00d0dd27ae55ae2971150b58039d } from '../../../components/admin/yes-no-cell'
import { TranslationStatus as TranslationStatus_15cf4b223227afc8106af210141e7fd7 } from '../../../components/admin/translation-status'
import { AllHotelsCell as AllHotelsCell_e01ad95777db8973ebccdf9e77bd6edb } from '../../../components/admin/hotels-cell'
import { HotelsField as HotelsField_401372157cbc0864d56f0dc6505e8401 } from '../../../components/admin/hotels-field'
import { CurrentPasswordField as CurrentPasswordField_56b8ddb1be8ea1b911ec52eb147c61a5 } from '../../../components/admin/current-password'
import { BrandIcon as BrandIcon_8080e1ef1118adf03a39f8c4df3468b1 } from '../../../components/admin/brand'
import { BrandLogo as BrandLogo_8080e1ef1118adf03a39f8c4df3468b1 } from '../../../components/admin/brand'
import { StaffDashboard as StaffDashboard_17cbb53d1dcdedc66c123d519d2cff79 } from '../../../components/admin/dashboard'
import { RatesCalendarNavLink as RatesCalendarNavLink_dc27b7e17fd1a5f91ac4379a53a0636d } from '../../../components/admin/rates-calendar-view'
import { PasswordRule as PasswordRule_0945cb1841201026fb5a24bc18c369fe } from '../../../components/admin/password-rule'
import { RatesCalendarView as RatesCalendarView_dc27b7e17fd1a5f91ac4379a53a0636d } from '../../../components/admin/rates-calendar-view'
import { StaffCollectionCards as StaffCollectionCards_e32d77cd300c229b55e8b893823bdff3 } from '../../../components/admin/collection-cards'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/admin/cancel-booking#CancelBooking": CancelBooking_2e493e8f0031f2547744a0c9e0f0a96a,
  "/components/admin/minor-units-field#MinorUnitsCell": MinorUnitsCell_e9b59d1820308677a35a6fe9f33266b0,
  "/components/admin/booking-total#BookingTotal": BookingTotal_9472dbff00bb215faf7a5136f2b0805c,
  "/components/admin/booking-price#BookingPrice": BookingPrice_13b98f04fc50fcc82025d107989cb46c,
  "/components/admin/booking-stay#NoField": NoField_4ec8369ef2818e847019215f89206856,
  "/components/admin/booking-stay#BookingStayCell": BookingStayCell_4ec8369ef2818e847019215f89206856,
  "/components/admin/todays-bookings#TodaysBookings": TodaysBookings_77751f023c05f8e644dab243101e3af5,
  "/components/admin/export-bookings#ExportBookings": ExportBookings_6969e210188d12fe43cdf3896df1b1bf,
  "/components/admin/hotel-filter#HotelFilter": HotelFilter_83b2fcd75096e607cb0884ab5313ce16,
  "/components/admin/enquiry-reply#EnquiryReply": EnquiryReply_7b009fdc63c0975a2a705cd279e7977e,
  "/components/admin/hotels-cell#UnassignedCell": UnassignedCell_e01ad95777db8973ebccdf9e77bd6edb,
  "/components/admin/hotels-cell#GroupWideCell": GroupWideCell_e01ad95777db8973ebccdf9e77bd6edb,
  "/components/admin/enquiry-reply#ReplyRowLabel": ReplyRowLabel_7b009fdc63c0975a2a705cd279e7977e,
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
  "/components/admin/yes-no-cell#YesNoCell": YesNoCell_4b2e00d0dd27ae55ae2971150b58039d,
  "/components/admin/translation-status#TranslationStatus": TranslationStatus_15cf4b223227afc8106af210141e7fd7,
  "/components/admin/hotels-cell#AllHotelsCell": AllHotelsCell_e01ad95777db8973ebccdf9e77bd6edb,
  "/components/admin/hotels-field#HotelsField": HotelsField_401372157cbc0864d56f0dc6505e8401,
  "/components/admin/current-password#CurrentPasswordField": CurrentPasswordField_56b8ddb1be8ea1b911ec52eb147c61a5,
  "/components/admin/brand#BrandIcon": BrandIcon_8080e1ef1118adf03a39f8c4df3468b1,
  "/components/admin/brand#BrandLogo": BrandLogo_8080e1ef1118adf03a39f8c4df3468b1,
  "/components/admin/dashboard#StaffDashboard": StaffDashboard_17cbb53d1dcdedc66c123d519d2cff79,
  "/components/admin/rates-calendar-view#RatesCalendarNavLink": RatesCalendarNavLink_dc27b7e17fd1a5f91ac4379a53a0636d,
  "/components/admin/password-rule#PasswordRule": PasswordRule_0945cb1841201026fb5a24bc18c369fe,
  "/components/admin/rates-calendar-view#RatesCalendarView": RatesCalendarView_dc27b7e17fd1a5f91ac4379a53a0636d,
  "/components/admin/collection-cards#StaffCollectionCards": StaffCollectionCards_e32d77cd300c229b55e8b893823bdff3,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
