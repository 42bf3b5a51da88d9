export { VehicleContent, type VehicleContentProps } from './VehicleContent';
export { vehicleTabs, TAB_IDS, TAB_LABELS, type VehicleTab, type VehicleTabId } from './tabs';
export {
  FEATURES_VISIBLE,
  KEY_INFO_VISIBLE,
  USED_CAR_BENEFITS,
  vehicleFeatures,
  vehicleDetails,
  keyInformation,
  financeCard,
  preApprovedHref,
  showUsedCarBanner,
  serviceAdvantageBlock,
  whatsIncluded,
  whyBuyFromUs,
  reserveOnline,
  tradeInFaq,
} from './model';
