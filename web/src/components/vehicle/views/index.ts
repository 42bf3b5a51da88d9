export { VehicleViews, type VehicleViewsVehicle } from './VehicleViews';
export { VIEWED_CARS_KEY, VIEWED_CARS_LIMIT, viewedCarsStore, type ViewedCar } from './viewed-cars';
