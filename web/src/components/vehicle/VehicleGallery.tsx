export { GALLERY_HEIGHT, GALLERY_WIDTH, VehicleGallery } from './gallery/VehicleGallery';
