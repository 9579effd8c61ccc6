import { VEHICLE_TYPE_ID, type VehicleTypeId } from './demo-vehicle-types.ts';

export type DemoCompanyKey = 'split-riviera' | 'ljubljana-drive';

export interface DemoCompany {
  key: DemoCompanyKey;
  companyName: string;
  address: string;
  vat: string;
  legalRepresentative: string;
  email: string;
  phoneNumber: string;
  whatsapp: string;
  country: string;
  hometown: string;
}

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    key: 'split-riviera',
    companyName: 'Split Riviera Transfers',
    address: 'Put Supavla 21, 21000 Split, Croatia',
    vat: 'HR48213907652',
    legalRepresentative: 'Ante Jurić',
    email: 'office@split-riviera.example.com',
    phoneNumber: '+385215550142',
    whatsapp: '+385915550142',
    country: 'Croatia',
    hometown: 'Split',
  },
  {
    key: 'ljubljana-drive',
    companyName: 'Ljubljana Drive',
    address: 'Dunajska cesta 156, 1000 Ljubljana, Slovenia',
    vat: 'SI73915628',
    legalRepresentative: 'Luka Novak',
    email: 'info@ljubljana-drive.example.com',
    phoneNumber: '+38615550187',
    whatsapp: '+38641555087',
    country: 'Slovenia',
    hometown: 'Ljubljana',
  },
];

export interface DemoDriver {
  key: string;
  companyKey: DemoCompanyKey;
  driverName: string;
  phone: string;
  email: string;
  whatsapp: string;
  hometown: string;
  isApproved: boolean;
  /** How often the trip planner picks this driver; the drivers with demo logins drive more. */
  tripWeight: number;
}

export const DEMO_DRIVERS: readonly DemoDriver[] = [
  { key: 'ante-juric', companyKey: 'split-riviera', driverName: 'Ante Jurić', phone: '+385915550101', email: 'ante.juric@split-riviera.example.com', whatsapp: '+385915550101', hometown: 'Split', isApproved: true, tripWeight: 2 },
  { key: 'marko-peric', companyKey: 'split-riviera', driverName: 'Marko Perić', phone: '+385915550102', email: 'marko.peric@split-riviera.example.com', whatsapp: '+385915550102', hometown: 'Kaštela', isApproved: true, tripWeight: 3 },
  { key: 'ivan-matic', companyKey: 'split-riviera', driverName: 'Ivan Matić', phone: '+385985550103', email: 'ivan.matic@split-riviera.example.com', whatsapp: '', hometown: 'Trogir', isApproved: true, tripWeight: 1.5 },
  { key: 'tomislav-vukovic', companyKey: 'split-riviera', driverName: 'Tomislav Vuković', phone: '+385955550104', email: 'tomislav.vukovic@split-riviera.example.com', whatsapp: '+385955550104', hometown: 'Omiš', isApproved: true, tripWeight: 1.5 },
  { key: 'josip-saric', companyKey: 'split-riviera', driverName: 'Josip Šarić', phone: '+385915550105', email: 'josip.saric@split-riviera.example.com', whatsapp: '', hometown: 'Makarska', isApproved: false, tripWeight: 0 },
  { key: 'luka-novak', companyKey: 'ljubljana-drive', driverName: 'Luka Novak', phone: '+38641555201', email: 'luka.novak@ljubljana-drive.example.com', whatsapp: '+38641555201', hometown: 'Ljubljana', isApproved: true, tripWeight: 3 },
  { key: 'matej-kranjc', companyKey: 'ljubljana-drive', driverName: 'Matej Kranjc', phone: '+38640555202', email: 'matej.kranjc@ljubljana-drive.example.com', whatsapp: '', hometown: 'Kranj', isApproved: true, tripWeight: 2 },
  { key: 'rok-zupancic', companyKey: 'ljubljana-drive', driverName: 'Rok Zupančič', phone: '+38631555203', email: 'rok.zupancic@ljubljana-drive.example.com', whatsapp: '+38631555203', hometown: 'Bled', isApproved: true, tripWeight: 2 },
  { key: 'ziga-potocnik', companyKey: 'ljubljana-drive', driverName: 'Žiga Potočnik', phone: '+38651555204', email: 'ziga.potocnik@ljubljana-drive.example.com', whatsapp: '', hometown: 'Domžale', isApproved: false, tripWeight: 0 },
];

export interface DemoVehicle {
  key: string;
  companyKey: DemoCompanyKey;
  driverKey: string;
  vehicleTypeId: VehicleTypeId;
  make: string;
  model: string;
  licensePlate: string;
  color: string;
  productionYear: number;
  isApproved: boolean;
}

export const DEMO_VEHICLES: readonly DemoVehicle[] = [
  { key: 'spl-superb', companyKey: 'split-riviera', driverKey: 'marko-peric', vehicleTypeId: VEHICLE_TYPE_ID.sedan, make: 'Škoda', model: 'Superb', licensePlate: 'ST 4521-KL', color: 'Black', productionYear: 2021, isApproved: true },
  { key: 'spl-octavia', companyKey: 'split-riviera', driverKey: 'tomislav-vukovic', vehicleTypeId: VEHICLE_TYPE_ID.sedan, make: 'Škoda', model: 'Octavia', licensePlate: 'ST 2210-PN', color: 'Gray', productionYear: 2020, isApproved: true },
  { key: 'spl-eclass', companyKey: 'split-riviera', driverKey: 'ante-juric', vehicleTypeId: VEHICLE_TYPE_ID.premiumSedan, make: 'Mercedes-Benz', model: 'E-Class', licensePlate: 'ST 7780-RT', color: 'Black', productionYear: 2022, isApproved: true },
  { key: 'spl-vito', companyKey: 'split-riviera', driverKey: 'ivan-matic', vehicleTypeId: VEHICLE_TYPE_ID.van, make: 'Mercedes-Benz', model: 'Vito Tourer', licensePlate: 'ST 3392-MA', color: 'Silver', productionYear: 2020, isApproved: true },
  { key: 'spl-caravelle', companyKey: 'split-riviera', driverKey: 'marko-peric', vehicleTypeId: VEHICLE_TYPE_ID.van, make: 'Volkswagen', model: 'Caravelle', licensePlate: 'ST 6105-DJ', color: 'White', productionYear: 2019, isApproved: true },
  { key: 'spl-sprinter', companyKey: 'split-riviera', driverKey: 'josip-saric', vehicleTypeId: VEHICLE_TYPE_ID.minibus, make: 'Mercedes-Benz', model: 'Sprinter', licensePlate: 'ST 9043-BE', color: 'White', productionYear: 2023, isApproved: false },
  { key: 'lj-passat', companyKey: 'ljubljana-drive', driverKey: 'matej-kranjc', vehicleTypeId: VEHICLE_TYPE_ID.sedan, make: 'Volkswagen', model: 'Passat', licensePlate: 'LJ NV-412', color: 'Blue', productionYear: 2021, isApproved: true },
  { key: 'lj-bmw5', companyKey: 'ljubljana-drive', driverKey: 'luka-novak', vehicleTypeId: VEHICLE_TYPE_ID.premiumSedan, make: 'BMW', model: '5 Series', licensePlate: 'LJ LN-550', color: 'Black', productionYear: 2022, isApproved: true },
  { key: 'lj-octavia', companyKey: 'ljubljana-drive', driverKey: 'luka-novak', vehicleTypeId: VEHICLE_TYPE_ID.sedan, make: 'Škoda', model: 'Octavia', licensePlate: 'KR ZK-301', color: 'Gray', productionYear: 2020, isApproved: true },
  { key: 'lj-vclass', companyKey: 'ljubljana-drive', driverKey: 'rok-zupancic', vehicleTypeId: VEHICLE_TYPE_ID.van, make: 'Mercedes-Benz', model: 'V-Class', licensePlate: 'LJ RZ-118', color: 'Black', productionYear: 2021, isApproved: true },
  { key: 'lj-trafic', companyKey: 'ljubljana-drive', driverKey: 'ziga-potocnik', vehicleTypeId: VEHICLE_TYPE_ID.van, make: 'Renault', model: 'Trafic', licensePlate: 'LJ ZP-774', color: 'White', productionYear: 2018, isApproved: false },
];
