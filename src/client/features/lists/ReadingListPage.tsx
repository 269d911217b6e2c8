/** `/list/{id}`: the same page as a featured list's (any reading list, with its owner's controls). */
export { default } from './FeaturedListPage';
